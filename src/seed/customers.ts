import type { Payload } from 'payload'

import { DEMO_CUSTOMER, DEMO_SECOND_CUSTOMER } from './credentials'

type CustomerSeed = {
  email: string
  password: string
  anrede: 'Herr' | 'Frau'
  vorname: string
  nachname: string
  firma: string
  telefon: string
}

/** The demo portal customers: Katrin Beispiel (the login the README names) and Jonas Muster. */
export const DEMO_CUSTOMERS: CustomerSeed[] = [
  { ...DEMO_CUSTOMER, anrede: 'Frau', firma: 'Beispielwerk GmbH', telefon: '+49 251 987 654 3' },
  {
    ...DEMO_SECOND_CUSTOMER,
    anrede: 'Herr',
    firma: 'Muster Logistik AG',
    telefon: '+49 521 555 012 7',
  },
]

/** The demo portal customers, each created once (matched by email). True when one was created. */
export async function ensureDemoCustomers(
  payload: Payload,
  log: (line: string) => void,
): Promise<boolean> {
  let created = false
  for (const customer of DEMO_CUSTOMERS) {
    const existing = await payload.count({
      collection: 'customers',
      where: { email: { equals: customer.email } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    await payload.create({ collection: 'customers', data: customer, overrideAccess: true })
    log(`  customer ${customer.email}`)
    created = true
  }
  return created
}
