import credentials from './credentials.json'

type DemoCustomer = {
  readonly email: string
  readonly password: string
  readonly vorname: string
  readonly nachname: string
}

/**
 * The staff account the seed creates on an empty database; `npm start` prints it once.
 * The values live in credentials.json so that plain Node scripts (scripts/*.mjs) can read them
 * without a TypeScript loader.
 */
export const DEMO_ADMIN: {
  readonly email: string
  readonly password: string
  readonly name: string
} = credentials.admin

/** The demo customer of the portal (past and upcoming bookings, a programme in progress). */
export const DEMO_CUSTOMER: DemoCustomer = credentials.customer

/** A second demo customer with bookings of his own, so the demo shows that accounts are kept apart. */
export const DEMO_SECOND_CUSTOMER: DemoCustomer = credentials.secondCustomer
