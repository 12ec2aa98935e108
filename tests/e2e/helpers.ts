import { readFileSync } from 'node:fs'

import { type APIRequestContext, expect } from '@playwright/test'

type Credentials = {
  admin: { email: string; password: string }
  customer: { email: string; password: string; vorname: string; nachname: string }
  secondCustomer: { email: string; password: string; vorname: string; nachname: string }
}

/** The demo logins the seed creates (src/seed/credentials.json). */
export const demo = JSON.parse(readFileSync('src/seed/credentials.json', 'utf8')) as Credentials

/** Logs a staff member in through Payload's REST API; returns the header for later calls. */
export async function staffHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login/', { data: demo.admin })
  expect(response.status()).toBe(200)
  const { token } = await response.json()
  return { Authorization: `JWT ${token}` }
}
