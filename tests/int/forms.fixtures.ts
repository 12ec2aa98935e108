import sharp from 'sharp'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, expect, it } from 'vitest'

import { addDays, formatTermin, institutNow, isWeekend } from '@/features/callback/slots'
import type { FormResult } from '@/features/forms/server/pipeline'
import { resetFormRateLimits } from '@/features/forms/server/rate-limits'
import { writePdf } from '@/lib/pdf'

import { noRevalidate } from '../helpers/payload'

export const SITE = 'http://localhost:3000'
export const STAFF_EMAIL = 'team@institut.example'

export type Handler = (request: Request, payload: Payload) => Promise<FormResult>
export type Answer = {
  status: number
  body: Record<string, unknown> & { errors?: Record<string, string> }
  headers: Headers
  mailsQueued: boolean
}
export type InboxSlug =
  | 'contact-messages'
  | 'callback-requests'
  | 'whitepaper-requests'
  | 'newsletter-subscriptions'
  | 'waiting-list-entries'
  | 'date-alerts'
export type Mail = {
  dedupeKey: string
  to: string
  replyTo?: string
  subject: string
  text: string
}

/** A POST as the site's own pages send it (same origin, one client address unless told). */
export function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    // An empty value leaves the header out (a request without Origin).
    headers: Object.fromEntries(
      Object.entries({
        'Content-Type': 'application/json',
        Origin: SITE,
        'X-Forwarded-For': '203.0.113.9',
        ...headers,
      }).filter(([, value]) => value !== ''),
    ),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Calls an endpoint's handler and reads its answer. */
export async function send(
  handler: Handler,
  payload: Payload,
  path: string,
  body: unknown,
  headers?: Record<string, string>,
): Promise<Answer> {
  const { response, mailsQueued } = await handler(post(path, body, headers), payload)
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : {},
    headers: response.headers,
    mailsQueued,
  }
}

export const count = async (payload: Payload, collection: InboxSlug): Promise<number> =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

/** Every queued (or already run) sendMail job's mail. */
export async function queuedMails(payload: Payload): Promise<Mail[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendMail' } },
    sort: 'id',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => job.input as Mail)
}

/** The mails whose dedupe key starts with `prefix` ('contact:12:'). */
export const mailsFor = async (payload: Payload, prefix: string): Promise<Mail[]> =>
  (await queuedMails(payload)).filter((mail) => mail.dedupeKey.startsWith(prefix))

/**
 * Asserts that one submission queued exactly the mails of `roles` (the dedupe key's last part:
 * 'staff', 'visitor', 'link') and returns them by role.
 */
export async function expectMailsByRole(
  payload: Payload,
  prefix: string,
  roles: string[],
): Promise<Record<string, Mail>> {
  const mails = await mailsFor(payload, prefix)
  expect(mails.map((mail) => mail.dedupeKey).sort()).toEqual(
    roles.map((role) => `${prefix}${role}`).sort(),
  )
  return Object.fromEntries(mails.map((mail) => [mail.dedupeKey.slice(prefix.length), mail]))
}

/** Site settings with the staff address the notifications go to. */
export async function seedSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      organisation: 'Institut',
      address: { street: 'Domplatz 1', postcode: '48143', city: 'Münster' },
      phone: '+49 251 1',
      email: STAFF_EMAIL,
    },
    context: noRevalidate,
  })
}

/** A day `offset` days after today in Münster. */
const dayAhead = (offset: number) => addDays(institutNow().today, offset)

/** The next weekday after today (always inside the 10-day window) at `time` minutes. */
export function weekdayTermin(minutes = 10 * 60): string {
  for (let offset = 1; ; offset++)
    if (!isWeekend(dayAhead(offset))) return formatTermin(dayAhead(offset), minutes)
}

/** The next Saturday (within a week, so inside the window). */
export function saturdayTermin(): string {
  for (let offset = 1; ; offset++) {
    const day = dayAhead(offset)
    if (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() === 6)
      return formatTermin(day, 10 * 60)
  }
}

/** A weekday beyond the 10-day window. */
export function tooLateTermin(): string {
  for (let offset = 11; ; offset++)
    if (!isWeekend(dayAhead(offset))) return formatTermin(dayAhead(offset), 10 * 60)
}

/** A whitepaper with a tiny thumbnail and PDF; German title, English title if given. */
export async function createWhitepaper(
  payload: Payload,
  { title, titleEn, published = true }: { title: string; titleEn?: string; published?: boolean },
): Promise<number> {
  const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#005ca9' } })
    .png()
    .toBuffer()
  const thumbnail = await payload.create({
    collection: 'media',
    data: { alt: title },
    file: { data: png, mimetype: 'image/png', name: `thumb-${Date.now()}.png`, size: png.length },
  })
  const pdf = writePdf({ title, blocks: ['Ein kurzer Leitfaden.'] })
  const file = await payload.create({
    collection: 'whitepaper-files',
    data: {},
    file: {
      data: pdf,
      mimetype: 'application/pdf',
      name: `wp-${Date.now()}.pdf`,
      size: pdf.length,
    },
  })
  const data = {
    title,
    description: 'Ein kurzer Leitfaden',
    thumbnail: thumbnail.id,
    file: file.id,
  }
  const whitepaper = published
    ? await payload.create({
        collection: 'whitepapers',
        data: { ...data, _status: 'published' },
        locale: 'de',
        context: noRevalidate,
      })
    : await payload.create({
        collection: 'whitepapers',
        data: { ...data, _status: 'draft' },
        draft: true,
        locale: 'de',
        context: noRevalidate,
      })
  if (titleEn)
    await payload.update({
      collection: 'whitepapers',
      id: whitepaper.id,
      data: { title: titleEn, description: 'A short guide', file: file.id },
      locale: 'en',
      context: noRevalidate,
    })
  return whitepaper.id
}

/** One form endpoint under test: its handler, path and inbox, and a valid message. */
export type FormEndpoint = {
  getPayload: () => Payload
  handler: Handler
  path: string
  collection: InboxSlug
  /** A valid message (fresh each call). */
  message: () => Record<string, unknown>
}

/** The inbox's newest stored message (relations as ids). */
export async function newestIn<Slug extends InboxSlug>(payload: Payload, collection: Slug) {
  const { docs } = await payload.find({
    collection,
    sort: '-id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0]
}

/**
 * The rules every form endpoint shares (docs/behaviour/http-calls.md#conventions): unknown fields,
 * the trap field, the body size, cross-site posts, bad JSON and the rate limit.
 */
export function sharedEndpointRules(
  { getPayload, handler, path, collection, message }: FormEndpoint,
  limit: number,
): void {
  const call = (body: unknown, headers?: Record<string, string>) =>
    send(handler, getPayload(), path, body, headers)
  const stored = () => count(getPayload(), collection)

  beforeAll(() => {
    process.env.RATE_LIMIT = 'off'
  })
  beforeEach(() => resetFormRateLimits())

  it('rejects an unknown field with 400 naming it and stores nothing', async () => {
    const before = await stored()
    const answer = await call({ message: { ...message(), isAdmin: true } })
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ status: 'error', errors: { isAdmin: 'unknownField' } })
    expect(await stored()).toBe(before)
    expect((await call({ message: message(), extra: 1 })).body.errors).toEqual({
      extra: 'unknownField',
    })
  })

  it('answers a filled trap field like a success and stores it as spam, never mailed', async () => {
    const valid = await call({ message: message() })
    const mailsBefore = (await queuedMails(getPayload())).length
    const storedBefore = await stored()
    const trapped = await call({ message: { ...message(), video_url: 'http://spam.example' } })
    expect(trapped.status).toBe(200)
    expect(Object.keys(trapped.body).sort()).toEqual(Object.keys(valid.body).sort())
    expect(trapped.body.status).toBe(valid.body.status)
    expect(trapped.mailsQueued).toBe(false)
    expect(await stored()).toBe(storedBefore + 1)
    const { docs } = await getPayload().find({
      collection,
      sort: '-id',
      limit: 1,
      overrideAccess: true,
    })
    expect(docs[0].spam).toBe(true)
    expect((await queuedMails(getPayload())).length).toBe(mailsBefore)
  })

  it('answers a trap field with invalid data like a success, storing nothing', async () => {
    const before = await stored()
    const answer = await call({ message: { ...message(), email: 'kein-at', video_url: 'x' } })
    expect(answer.status).toBe(200)
    expect(['ok', 'success']).toContain(answer.body.status)
    expect(await stored()).toBe(before)
  })

  it('refuses a body over 32 KB with 413 and stores nothing', async () => {
    const before = await stored()
    const answer = await call({ message: { ...message(), padding: 'x'.repeat(33 * 1024) } })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ status: 'error', errors: { body: 'tooLarge' } })
    expect(await stored()).toBe(before)
  })

  it('refuses cross-site posts with 403, answers bad JSON with 400, always uncached', async () => {
    const before = await stored()
    const crossSite = await call({ message: message() }, { Origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(
      (await call({ message: message() }, { Origin: '', 'Sec-Fetch-Site': 'cross-site' })).status,
    ).toBe(403)
    const broken = await call('{"message": {')
    expect(broken.status).toBe(400)
    expect(broken.body).toEqual({ status: 'error', errors: { body: 'invalidJson' } })
    expect(broken.headers.get('cache-control')).toBe('no-store')
    expect(await stored()).toBe(before)
  })

  it(`limits one address to ${limit} submissions per 10 minutes (429 with Retry-After); others go on`, async () => {
    process.env.RATE_LIMIT = 'on'
    try {
      for (let i = 0; i < limit; i++) expect((await call({ message: message() })).status).toBe(200)
      const limited = await call({ message: message() })
      expect(limited.status).toBe(429)
      expect(limited.body).toEqual({ status: 'error', code: 'rateLimited' })
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(500)
      expect((await call({ message: message() }, { 'X-Forwarded-For': '192.0.2.44' })).status).toBe(
        200,
      )
    } finally {
      process.env.RATE_LIMIT = 'off'
    }
  })
}

/**
 * Asserts that a message with `field` set to `value` is refused naming that field with `key`,
 * storing nothing.
 */
export async function expectFieldError(
  endpoint: FormEndpoint,
  field: string,
  value: unknown,
  key: string,
  valid: Record<string, unknown> = endpoint.message(),
): Promise<void> {
  const payload = endpoint.getPayload()
  const before = await count(payload, endpoint.collection)
  const message = { ...valid }
  if (value === undefined) delete message[field]
  else message[field] = value
  const answer = await send(endpoint.handler, payload, endpoint.path, { message })
  expect(answer.status, `${field}=${JSON.stringify(value)}`).toBe(400)
  expect(answer.body.errors, `${field}=${JSON.stringify(value)}`).toEqual({ [field]: key })
  expect(await count(payload, endpoint.collection)).toBe(before)
}

/** One test per [field, value, error key] case: a valid message with that one value is refused. */
export function refusesEachFieldCase(
  endpoint: FormEndpoint,
  cases: [field: string, value: unknown, key: string][],
  {
    title = '',
    message = endpoint.message,
  }: { title?: string; message?: FormEndpoint['message'] } = {},
): void {
  it.each(cases)(`${title}%s = %j → %s`, async (field, value, key) => {
    await expectFieldError(endpoint, field, value, key, message())
  })
}
