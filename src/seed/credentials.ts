import credentials from './credentials.json'

/**
 * The staff account the seed creates on an empty database; `npm start` prints it once.
 * The values live in credentials.json so that plain Node scripts (scripts/*.mjs) can read them
 * without a TypeScript loader.
 */
export const DEMO_ADMIN: { readonly email: string; readonly password: string; readonly name: string } = credentials.admin

/** The demo customer of the portal. */
export const DEMO_CUSTOMER: { readonly email: string; readonly password: string; readonly vorname: string; readonly nachname: string } =
  credentials.customer
