import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  createStaffUser,
  parseCreateAdminArgs,
  StaffUserRefused,
} from '../../scripts/lib/staff-user'
import { getTestPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

// Alike outbox.smtp.test.ts by shape only: each counts its own records.
const staffCount = async (email: string) =>
  (
    await payload.count({
      collection: 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
  ).totalDocs

/** The refusal a call ends with (fails the test when it succeeds or fails otherwise). */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(StaffUserRefused)
  return (error as Error).message
}

describe('create-admin', () => {
  it('creates a staff account that can log in, with the email in lower case', async () => {
    const user = await createStaffUser(payload, {
      email: ' Chefin@Institut.Example ',
      password: 'a long passphrase 1',
      name: 'Anna Leitung',
    })
    expect(user.email).toBe('chefin@institut.example')
    expect(user.name).toBe('Anna Leitung')
    const login = await payload.login({
      collection: 'users',
      data: { email: 'chefin@institut.example', password: 'a long passphrase 1' },
    })
    expect(login.user?.id).toBe(user.id)
  })

  it('refuses an email that already has an account, with Payload’s message, and changes nothing', async () => {
    await createStaffUser(payload, {
      email: 'zweimal@institut.example',
      password: 'first password 1',
    })
    const message = await refusal(
      createStaffUser(payload, {
        email: 'ZWEIMAL@institut.example',
        password: 'second password 2',
      }),
    )
    expect(message).toMatch(/already registered/i)
    expect(await staffCount('zweimal@institut.example')).toBe(1)
    const login = await payload.login({
      collection: 'users',
      data: { email: 'zweimal@institut.example', password: 'first password 1' },
    })
    expect(login.user?.email).toBe('zweimal@institut.example')
  })

  it('refuses an invalid email with Payload’s validation message', async () => {
    const message = await refusal(
      createStaffUser(payload, { email: 'not-an-address', password: 'a long passphrase 1' }),
    )
    expect(message).toMatch(/email: .*valid email/i)
    expect(await staffCount('not-an-address')).toBe(0)
  })

  it('refuses a password Payload rejects (too short, empty) and a name over 120 characters', async () => {
    expect(
      await refusal(createStaffUser(payload, { email: 'kurz@institut.example', password: 'ab' })),
    ).toMatch(/password: .*minimum length of 3/i)
    expect(
      await refusal(createStaffUser(payload, { email: 'leer@institut.example', password: '' })),
    ).toMatch(/password/i)
    expect(
      await refusal(
        createStaffUser(payload, {
          email: 'lang@institut.example',
          password: 'a long passphrase 1',
          name: 'x'.repeat(121),
        }),
      ),
    ).toMatch(/name: /i)
    for (const email of ['kurz@institut.example', 'leer@institut.example', 'lang@institut.example'])
      expect(await staffCount(email)).toBe(0)
  })

  it('reads --email and --name and refuses anything else with the usage', () => {
    expect(parseCreateAdminArgs(['--email', 'a@b.de'])).toEqual({
      email: 'a@b.de',
      name: undefined,
    })
    expect(parseCreateAdminArgs(['--email=a@b.de', '--name', ' Anna '])).toEqual({
      email: 'a@b.de',
      name: 'Anna',
    })
    expect(() => parseCreateAdminArgs([])).toThrow(
      /--email is missing[\s\S]*Usage: npm run create-admin/,
    )
    expect(() => parseCreateAdminArgs(['--email', 'a@b.de', '--password', 'x'])).toThrow(
      StaffUserRefused,
    )
    expect(() => parseCreateAdminArgs(['a@b.de'])).toThrow(/Usage/)
  })
})
