import type { Payload } from 'payload'

import { DEMO_CUSTOMER } from './credentials'

/** The demo portal customer, created once (matched by email). */
export async function ensureDemoCustomer(payload: Payload, log: (line: string) => void): Promise<boolean> {
  const existing = await payload.count({
    collection: 'customers',
    where: { email: { equals: DEMO_CUSTOMER.email } },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return false
  await payload.create({
    collection: 'customers',
    data: {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
      anrede: 'Frau',
      vorname: DEMO_CUSTOMER.vorname,
      nachname: DEMO_CUSTOMER.nachname,
      firma: 'Beispielwerk GmbH',
      telefon: '+49 251 987 654 3',
    },
    overrideAccess: true,
  })
  log(`  customer ${DEMO_CUSTOMER.email}`)
  return true
}
