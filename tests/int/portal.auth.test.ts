import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { withWriteLock, writeLockQueue } from '@/lib/db'
import { env } from '@/lib/env'
import type { Customer } from '@/payload-types'

import { getTestPayload } from '../helpers/payload'
import { rateLimitsOffForEachTest } from '../helpers/rate-limits'
import { cookieFrom, rest } from '../helpers/rest'
import { recordSentMails, type SentMail } from '../helpers/sent-mails'

let payload: Payload
const PASSWORD = 'ein-langes-passwort'
const NEW_PASSWORD = 'ein-ganz-neues-passwort'
let person = 0

/** A fresh customer per test, so lockouts and tokens never leak between tests. */
async function newCustomer(): Promise<Customer> {
  person += 1
  return payload.create({
    collection: 'customers',
    data: {
      email: `kunde${person}@firma.example`,
      password: PASSWORD,
      anrede: 'Frau',
      vorname: 'Karla',
      nachname: `Kunde ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[person % 26]}`,
    },
  })
}

const login = (
  email: string,
  password: string,
  options: { origin?: string | null; headers?: Record<string, string> } = {},
) => rest('POST', '/api/customers/login/', { body: { email, password }, ...options })

const account = (id: number) =>
  payload.db.findOne<Customer>({ collection: 'customers', where: { id: { equals: id } } })

/** Who Payload's /me sees with this cookie (null: not logged in). */
async function me(cookie: string): Promise<string | null> {
  const response = await rest('GET', '/api/customers/me/', { cookie })
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null
}

async function answer(response: Response) {
  return {
    status: response.status,
    body: await response.json(),
    cookie: response.headers.get('set-cookie'),
  }
}

const expireLock = (id: number) =>
  payload.db.updateOne({
    collection: 'customers',
    id,
    data: { lockUntil: new Date(Date.now() - 1000).toISOString() },
  })

let mailsTo: (address: string) => Promise<SentMail[]>

/** The token of the newest reset mail to `customer`. */
async function mailedToken(customer: Customer, language: 'de' | 'en' = 'de'): Promise<string> {
  const mails = await mailsTo(customer.email)
  const path = language === 'de' ? '/login/passwort-zuruecksetzen/' : '/en/login/reset-password/'
  const match = new RegExp(`${env.SITE_URL}${path}#token=([0-9a-f]{40})\\n`).exec(
    mails.at(-1)?.text ?? '',
  )
  expect(match, 'reset link in the mail').toBeTruthy()
  return match![1]
}

const forgot = (email: string, locale?: 'de' | 'en', headers?: Record<string, string>) =>
  rest('POST', '/api/customers/forgot-password/', {
    body: locale ? { email, locale } : { email },
    headers,
  })
const reset = (token: string, password: string) =>
  rest('POST', '/api/customers/reset-password/', { body: { token, password } })

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ mailsTo } = recordSentMails(payload))
})
rateLimitsOffForEachTest()

describe('customer login', () => {
  it('logs in with a session cookie (HttpOnly, SameSite=Lax, Path=/, not Secure on http) and no token in the body', async () => {
    const customer = await newCustomer()
    const response = await login(customer.email.toUpperCase(), PASSWORD)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ status: 'ok' })
    const header = response.headers.get('set-cookie') ?? ''
    expect(header).toMatch(/^payload-token=[\w.-]+;/)
    expect(header).toMatch(/HttpOnly/i)
    expect(header).toMatch(/SameSite=Lax/)
    expect(header).toMatch(/Path=\//)
    expect(header).not.toMatch(/Secure/i)
    expect(text).not.toContain(cookieFrom(response).split('=')[1])
    expect(await me(cookieFrom(response))).toBe(customer.email)
    // Beside it, the header's hint: readable by scripts, but it holds no name and no token.
    const [session, hint] = response.headers.getSetCookie()
    expect(session).toMatch(/^payload-token=/)
    expect(hint).toMatch(/^portal_signed_in=1; Path=\/; SameSite=Lax; Expires=/)
    expect(hint).not.toMatch(/HttpOnly/i)
  })

  it('answers an unknown e-mail, a wrong password and a locked account identically', async () => {
    const customer = await newCustomer()
    const wrong = await answer(await login(customer.email, 'falsches-passwort'))
    const unknown = await answer(await login('niemand@firma.example', PASSWORD))
    await payload.db.updateOne({
      collection: 'customers',
      id: customer.id,
      data: { lockUntil: new Date(Date.now() + 60_000).toISOString() },
    })
    const locked = await answer(await login(customer.email, PASSWORD))
    expect(wrong).toEqual({
      status: 401,
      body: { status: 'error', code: 'loginFailed' },
      cookie: null,
    })
    expect(unknown).toEqual(wrong)
    expect(locked).toEqual(wrong)
  })

  it('locks an account for 10 minutes after 5 failures, even for the right password, and opens it when the lock expires', async () => {
    const customer = await newCustomer()
    for (let i = 0; i < 5; i++)
      expect((await login(customer.email, `falsch-${i}-passwort`)).status).toBe(401)
    const { lockUntil } = (await account(customer.id))!
    expect(new Date(lockUntil!).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(new Date(lockUntil!).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000)
    expect((await login(customer.email, PASSWORD)).status).toBe(401)

    await expireLock(customer.id)
    const ok = await login(customer.email, PASSWORD)
    expect(ok.status).toBe(200)
    expect((await account(customer.id))!.loginAttempts).toBe(0)
  })

  it('locks the account when 20 wrong attempts arrive at once', async () => {
    const customer = await newCustomer()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(customer.email, `parallel-${i}-falsch`)),
    )
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(401))
    const after = (await account(customer.id))!
    expect(after.loginAttempts).toBeGreaterThanOrEqual(5)
    expect(new Date(after.lockUntil!).getTime()).toBeGreaterThan(Date.now())
    expect((await login(customer.email, PASSWORD)).status).toBe(401)

    await expireLock(customer.id)
    expect((await login(customer.email, PASSWORD)).status).toBe(200)
  })

  // The application's write lock exists only on SQLite (PostgreSQL locks rows instead).
  const onSqlite = !process.env.TEST_POSTGRES_URL
  if (onSqlite)
    it('hashes before the write lock and holds it only for the counter: while a writer holds it, refusals wait, then end at once', async () => {
      const customer = await newCustomer()
      let release = () => {}
      const writer = withWriteLock(
        payload,
        () => new Promise<void>((resolve) => (release = resolve)),
      )
      const started = Date.now()
      const answers = [
        login(customer.email, 'falsches-passwort'),
        login('niemand@firma.example', PASSWORD),
      ]
      // Both reach the lock only once their hash is done; then the queue holds the writer and both.
      await vi.waitFor(() => expect(writeLockQueue()).toBe(3), { timeout: 15_000, interval: 10 })
      const hashed = Date.now() - started
      release()
      const released = Date.now()
      expect((await Promise.all(answers)).map((r) => r.status)).toEqual([401, 401])
      await writer
      // A hash inside the lock would add at least another hash's time after the release.
      expect(Date.now() - released).toBeLessThan(hashed / 2)
      expect((await account(customer.id))!.loginAttempts).toBe(1)
    })

  it('refuses cross-site posts (403) and bad bodies (400 naming the fields) without counting an attempt', async () => {
    const customer = await newCustomer()
    const crossSite = await login(customer.email, 'falsches-passwort', {
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers.get('set-cookie')).toBeNull()
    const bad = (body: unknown) => rest('POST', '/api/customers/login/', { body }).then(answer)
    expect(await bad({ email: customer.email })).toMatchObject({
      status: 400,
      body: { status: 'error', errors: { password: 'portal.auth.error.password-required' } },
    })
    expect(await bad({ email: 'kein-at', password: 'x' })).toMatchObject({
      status: 400,
      body: { errors: { email: 'portal.auth.error.email-validate' } },
    })
    expect(
      await bad({ email: customer.email, password: 'falsches-passwort', role: 'admin' }),
    ).toMatchObject({ status: 400, body: { errors: { role: 'unknownField' } } })
    const broken = await rest('POST', '/api/customers/login/', {
      body: undefined,
      headers: { 'Content-Type': 'application/json' },
    })
    expect(broken.status).toBe(400)
    expect((await account(customer.id))!.loginAttempts ?? 0).toBe(0)
  })

  it('limits one address to 30 attempts per 10 minutes (429 with Retry-After); other addresses go on', async () => {
    process.env.RATE_LIMIT = 'on'
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } })
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        login('niemand@firma.example', PASSWORD, from('203.0.113.7')),
      ),
    )
    expect(answers.every((r) => r.status === 401)).toBe(true)
    const limited = await login('niemand@firma.example', PASSWORD, from('203.0.113.7'))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await login('niemand@firma.example', PASSWORD, from('198.51.100.2'))).status).toBe(401)
  })

  it('logout ends the session: the old cookie no longer works', async () => {
    const customer = await newCustomer()
    const cookie = cookieFrom(await login(customer.email, PASSWORD))
    expect(await me(cookie)).toBe(customer.email)
    const out = await rest('POST', '/api/customers/logout/', { cookie })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/payload-token=;/)
    expect(await me(cookie)).toBeNull()
  })

  it('refuses first-register, hides /init and /verify, and lets only staff unlock', async () => {
    const before = await payload.count({ collection: 'customers' })
    const first = await rest('POST', '/api/customers/first-register/', {
      body: { email: 'neu@firma.example', password: PASSWORD, vorname: 'N', nachname: 'N' },
    })
    expect(first.status).toBe(403)
    expect(await payload.count({ collection: 'customers' })).toEqual(before)
    expect((await rest('GET', '/api/customers/init/')).status).toBe(404)
    expect((await rest('POST', '/api/customers/verify/abc/', { body: {} })).status).toBe(404)

    const customer = await newCustomer()
    await payload.db.updateOne({
      collection: 'customers',
      id: customer.id,
      data: { lockUntil: new Date(Date.now() + 60_000).toISOString(), loginAttempts: 5 },
    })
    const other = await newCustomer()
    const customerCookie = cookieFrom(await login(other.email, PASSWORD))
    expect(
      (
        await rest('POST', '/api/customers/unlock/', {
          body: { email: customer.email },
          cookie: customerCookie,
        })
      ).status,
    ).toBe(403)
    expect(
      (await rest('POST', '/api/customers/unlock/', { body: { email: customer.email } })).status,
    ).toBe(403)
    expect(new Date((await account(customer.id))!.lockUntil!).getTime()).toBeGreaterThan(Date.now())

    await payload.create({
      collection: 'users',
      data: { email: 'team@institut.example', password: 'staff-password-1' },
    })
    const staff = await rest('POST', '/api/users/login/', {
      body: { email: 'team@institut.example', password: 'staff-password-1' },
    })
    expect(
      (
        await rest('POST', '/api/customers/unlock/', {
          body: { email: customer.email },
          cookie: cookieFrom(staff),
        })
      ).status,
    ).toBe(200)
    expect((await login(customer.email, PASSWORD)).status).toBe(200)
  })
})

describe('password reset by mailed link', () => {
  it('answers known and unknown addresses alike and mails the known one once, in its language', async () => {
    const customer = await newCustomer()
    const known = await answer(await forgot(customer.email.toUpperCase(), 'en'))
    const unknown = await answer(await forgot('niemand@firma.example', 'en'))
    expect(known).toEqual({ status: 200, body: { status: 'ok' }, cookie: null })
    expect(unknown).toEqual(known)
    // A second request minutes later gets the same answer but no second mail, and the first link
    // stays valid.
    expect(await answer(await forgot(customer.email))).toEqual(known)
    const mails = await mailsTo(customer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      to: customer.email,
      subject: 'A new password for your customer account',
    })
    expect(mails[0].text).toMatch(/^Dear Ms Kunde [A-Z],/)
    expect(mails[0].text).toContain('valid for one hour')
    expect(mails[0].text).toContain('simply ignore this email')
    const token = await mailedToken(customer, 'en')
    // The table keeps only the token's hash.
    expect((await account(customer.id))!.resetPasswordToken).not.toBe(token)
    expect(await mailsTo('niemand@firma.example')).toHaveLength(0)
  })

  it('mails a German link by default', async () => {
    const customer = await newCustomer()
    await forgot(customer.email)
    const [mail] = await mailsTo(customer.email)
    expect(mail.subject).toBe('Neues Passwort für Ihr Kundenkonto')
    expect(mail.text).toMatch(/^Guten Tag Frau Kunde [A-Z],/)
    await mailedToken(customer, 'de')
  })

  it('sets the new password once: weak passwords and wrong tokens are refused, the lock and the sessions end', async () => {
    const customer = await newCustomer()
    const session = cookieFrom(await login(customer.email, PASSWORD))
    // Locked by hand: five real failures would also end the session just made (Payload's 20 s
    // rule).
    await payload.db.updateOne({
      collection: 'customers',
      id: customer.id,
      data: { lockUntil: new Date(Date.now() + 60_000).toISOString(), loginAttempts: 5 },
    })
    await forgot(customer.email)
    const token = await mailedToken(customer)

    const weak = await answer(await reset(token, 'kurz'))
    expect(weak).toMatchObject({
      status: 400,
      body: { status: 'error', errors: { password: 'portal.auth.error.password-tooShort' } },
    })
    const wrongToken = await answer(await reset('0'.repeat(40), NEW_PASSWORD))
    expect(wrongToken).toMatchObject({
      status: 400,
      body: { status: 'error', code: 'invalidToken' },
    })
    expect((await login(customer.email, PASSWORD)).status).toBe(401)

    const done = await answer(await reset(token, NEW_PASSWORD))
    expect(done).toEqual({ status: 200, body: { status: 'ok' }, cookie: null })
    expect(await me(session)).toBeNull()
    expect((await account(customer.id))!.sessions ?? []).toHaveLength(0)
    expect((await answer(await reset(token, 'noch-ein-anderes-passwort'))).body).toEqual({
      status: 'error',
      code: 'invalidToken',
    })

    expect((await login(customer.email, PASSWORD)).status).toBe(401)
    expect((await login(customer.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses an expired link', async () => {
    const customer = await newCustomer()
    await forgot(customer.email)
    const token = await mailedToken(customer)
    await payload.db.updateOne({
      collection: 'customers',
      id: customer.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await answer(await reset(token, NEW_PASSWORD))).body).toEqual({
      status: 'error',
      code: 'invalidToken',
    })
    expect((await login(customer.email, PASSWORD)).status).toBe(200)
  })
})
