import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/lib/env'
import type { User } from '@/payload-types'

import { getTestPayload } from '../helpers/payload'
import { rateLimitsOffForEachTest } from '../helpers/rate-limits'
import { cookieFrom, rest } from '../helpers/rest'
import { recordSentMails, type SentMail } from '../helpers/sent-mails'

let payload: Payload
const PASSWORD = 'staff-password-1'
const NEW_PASSWORD = 'staff-password-2'
let person = 0

/** A fresh staff account per test, so lockouts and tokens never leak between tests. */
async function newStaff(): Promise<User> {
  person += 1
  return payload.create({
    collection: 'users',
    data: { email: `team${person}@institut.example`, password: PASSWORD, name: `Team ${person}` },
  })
}

const from = (address: string) => ({ 'X-Forwarded-For': address })
const login = (email: string, password: string, headers?: Record<string, string>) =>
  rest('POST', '/api/users/login/', { body: { email, password }, headers })
const forgot = (email: string, headers?: Record<string, string>) =>
  rest('POST', '/api/users/forgot-password/', { body: { email }, headers })
const account = (id: number) =>
  payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } })

let mailsTo: (address: string) => Promise<SentMail[]>

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ mailsTo } = recordSentMails(payload))
})
rateLimitsOffForEachTest()

describe('staff login', () => {
  it('answers with the session cookie only: no token in the body, and the cookie alone works', async () => {
    const staff = await newStaff()
    const response = await login(staff.email, PASSWORD)
    expect(response.status).toBe(200)
    const cookie = cookieFrom(response)
    expect(cookie).toMatch(/^payload-token=[\w.-]+$/)
    expect(response.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    const text = await response.text()
    const body = JSON.parse(text) as { token?: string; user?: { email: string } }
    expect(body.token).toBeUndefined()
    expect(body.user?.email).toBe(staff.email)
    expect(text).not.toContain(cookie.split('=')[1])

    const me = await rest('GET', '/api/users/me/', { cookie })
    const meBody = (await me.json()) as { token?: string; user?: { email: string } }
    expect(meBody.user?.email).toBe(staff.email)
    expect(meBody.token).toBeUndefined()
    const refreshed = await rest('POST', '/api/users/refresh-token/', { cookie })
    expect(refreshed.status).toBe(200)
    expect(((await refreshed.json()) as { refreshedToken?: string }).refreshedToken).toBeUndefined()
    expect(refreshed.headers.get('set-cookie')).toMatch(/^payload-token=[\w.-]+;/)
  })

  it('answers an unknown e-mail, a wrong password and a locked account alike, in body and in time', async () => {
    const staff = await newStaff()
    const answer = async (email: string, password: string) => {
      const started = performance.now()
      const response = await login(email, password)
      return {
        status: response.status,
        body: await response.json(),
        ms: performance.now() - started,
      }
    }
    const wrong = await answer(staff.email, 'falsches-passwort')
    const unknown = await answer('niemand@institut.example', PASSWORD)
    const locked = await newStaff()
    await payload.db.updateOne({
      collection: 'users',
      id: locked.id,
      data: { lockUntil: new Date(Date.now() + 60_000).toISOString() },
    })
    const lockedAnswer = await answer(locked.email, PASSWORD)
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({ errors: [{ message: expect.any(String) }] })
    for (const other of [unknown, lockedAnswer]) {
      expect([other.status, other.body]).toEqual([wrong.status, wrong.body])
      // Both hash the password once: without that an unknown address answered in a tenth of it.
      expect(other.ms).toBeGreaterThan(wrong.ms * 0.4)
    }
  })

  it('counts every one of many wrong passwords at once (no 500 from a locked database)', async () => {
    const staff = await newStaff()
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(staff.email, `parallel-${i}-falsch`)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(401))
    const after = (await account(staff.id))!
    expect(after.loginAttempts).toBeGreaterThanOrEqual(5)
    expect(new Date(after.lockUntil!).getTime()).toBeGreaterThan(Date.now())
  })

  it('refuses bodies that are too large or malformed before reading them or counting the address', async () => {
    process.env.RATE_LIMIT = 'on'
    const staff = await newStaff()
    const headers = from('203.0.113.20')
    const large = await rest('POST', '/api/users/login/', {
      body: { email: staff.email, password: 'x'.repeat(64 * 1024) },
      headers,
    })
    expect(large.status).toBe(413)
    for (const body of [{}, { email: ['a'] }, { email: staff.email }, { password: PASSWORD }])
      expect((await rest('POST', '/api/users/login/', { body, headers })).status).toBe(400)
    for (let i = 0; i < 30; i++)
      expect((await rest('POST', '/api/users/login/', { body: {}, headers })).status).toBe(400)
    expect((await login(staff.email, PASSWORD, headers)).status).toBe(200)
  })

  it('takes the admin form’s multipart body', async () => {
    const staff = await newStaff()
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: staff.email, password: PASSWORD }))
    // Alike the login further down by shape only: each test posts its own login.
    const request = new Request(new URL('/api/users/login/', env.SITE_URL), {
      method: 'POST',
      headers: { Origin: env.SITE_URL },
      body: form,
    })
    const { handleEndpoints } = await import('payload')
    const config = (await import('@payload-config')).default
    const response = await handleEndpoints({ config, path: '/api/users/login/', request })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { user?: { email: string } }).user?.email).toBe(staff.email)
  })

  it('limits one address to 30 attempts per 10 minutes (429 with Retry-After and a message); other addresses go on', async () => {
    process.env.RATE_LIMIT = 'on'
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        login('niemand@institut.example', PASSWORD, from('203.0.113.7')),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(401))
    const limited = await login('niemand@institut.example', PASSWORD, from('203.0.113.7'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /Zu viele Anmeldeversuche/,
    )
    expect((await login('niemand@institut.example', PASSWORD, from('198.51.100.2'))).status).toBe(
      401,
    )
  })

  it('counts no attempt against the account once the address is limited, so one address cannot lock a colleague out beyond its allowance', async () => {
    process.env.RATE_LIMIT = 'on'
    const staff = await newStaff()
    for (let i = 0; i < 30; i++)
      await login('niemand@institut.example', 'falsches-passwort', from('203.0.113.8'))
    expect((await login(staff.email, 'falsches-passwort', from('203.0.113.8'))).status).toBe(429)
    expect((await account(staff.id))!.loginAttempts ?? 0).toBe(0)
    expect((await login(staff.email, PASSWORD, from('198.51.100.3'))).status).toBe(200)
  })

  it('keeps Payload’s lockout: 5 wrong passwords lock the account, even for the right one', async () => {
    const staff = await newStaff()
    for (let i = 0; i < 5; i++)
      expect((await login(staff.email, `falsch-${i}-passwort`)).status).toBe(401)
    expect((await login(staff.email, PASSWORD)).status).not.toBe(200)
    expect(new Date((await account(staff.id))!.lockUntil!).getTime()).toBeGreaterThan(Date.now())
  })

  it('does not limit the Local API (seed, scripts) or with RATE_LIMIT=off', async () => {
    const staff = await newStaff()
    process.env.RATE_LIMIT = 'on'
    for (let i = 0; i < 31; i++)
      await payload
        .login({
          collection: 'users',
          data: { email: 'niemand@institut.example', password: PASSWORD },
        })
        .catch(() => null)
    expect(
      (
        await payload.login({
          collection: 'users',
          data: { email: staff.email, password: PASSWORD },
        })
      ).user?.email,
    ).toBe(staff.email)
    process.env.RATE_LIMIT = 'off'
    for (let i = 0; i < 31; i++)
      await login('niemand@institut.example', PASSWORD, from('203.0.113.9'))
    expect((await login(staff.email, PASSWORD, from('203.0.113.9'))).status).toBe(200)
  })
})

describe('staff password reset', () => {
  it('answers known and unknown addresses alike (200) and mails the known one once, through the outbox, with the admin reset link', async () => {
    const staff = await newStaff()
    const known = await forgot(staff.email.toUpperCase())
    const unknown = await forgot('niemand@institut.example')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    const knownBody = await known.json()
    expect(await unknown.json()).toEqual(knownBody)
    expect(knownBody).not.toHaveProperty('errors')
    // A second request moments later gets the same answer but no second mail.
    expect((await forgot(staff.email)).status).toBe(200)
    const mails = await mailsTo(staff.email)
    expect(mails).toHaveLength(1)
    expect(mails[0].subject).toBe('Neues Passwort für Ihr Redaktionskonto')
    const match = new RegExp(`${env.SITE_URL}/admin/reset/([0-9a-f]{40})\\n`).exec(mails[0].text)
    expect(match, 'admin reset link in the mail').toBeTruthy()
    expect(await mailsTo('niemand@institut.example')).toHaveLength(0)

    // Payload's own reset endpoint (the admin's reset page) takes the mailed token.
    const reset = await rest('POST', '/api/users/reset-password/', {
      body: { token: match![1], password: NEW_PASSWORD },
    })
    expect(reset.status).toBe(200)
    expect((await login(staff.email, PASSWORD)).status).toBe(401)
    expect((await login(staff.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('works while other writers hold the database (20 requests at once), and mails once', async () => {
    const staff = await newStaff()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        forgot(i % 2 ? staff.email : `niemand${i}@institut.example`),
      ),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200))
    expect(await mailsTo(staff.email)).toHaveLength(1)
  })

  it('takes the admin form’s multipart body as well as JSON', async () => {
    const staff = await newStaff()
    const form = new FormData()
    form.append('_payload', JSON.stringify({ email: staff.email }))
    const request = new Request(new URL('/api/users/forgot-password/', env.SITE_URL), {
      method: 'POST',
      headers: { Origin: env.SITE_URL },
      body: form,
    })
    const { handleEndpoints } = await import('payload')
    const config = (await import('@payload-config')).default
    const response = await handleEndpoints({ config, path: '/api/users/forgot-password/', request })
    expect(response.status).toBe(200)
    expect(await mailsTo(staff.email)).toHaveLength(1)
  })

  it('limits one address to 10 requests per 10 minutes (429 with Retry-After)', async () => {
    process.env.RATE_LIMIT = 'on'
    for (let i = 0; i < 10; i++)
      expect((await forgot(`niemand${i}@institut.example`, from('203.0.113.10'))).status).toBe(200)
    const limited = await forgot('niemand@institut.example', from('203.0.113.10'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await forgot('niemand@institut.example', from('198.51.100.4'))).status).toBe(200)
  })

  it('refuses cross-site posts', async () => {
    const staff = await newStaff()
    const response = await rest('POST', '/api/users/forgot-password/', {
      body: { email: staff.email },
      origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
    expect((await account(staff.id))!.resetPasswordToken ?? null).toBeNull()
  })
})
