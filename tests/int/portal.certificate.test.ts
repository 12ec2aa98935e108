import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { handleCertificateRequest } from '@/features/portal/achievements/certificate/http'
import { certificatePath } from '@/features/portal/achievements/certificate/paths'
import { env } from '@/lib/env'
import type { Booking, SeminarDate } from '@/payload-types'

import { createLocation, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'
import { richText } from '../helpers/rich-text'

const PASSWORD = 'ein-langes-passwort'
const DAY = 86_400_000
const ctx = { overrideAccess: true, context: noRevalidate } as const

let payload: Payload
let cookies: { katrin: string; bob: string }
let dates: { past: SeminarDate; future: SeminarDate }
let programmeId: number
let counter = 0
const envFlag = process.env.SHOW_KUNDENPORTAL

/** Puts the environment's portal flag back as the test run found it. */
function restoreEnvFlag(): void {
  if (envFlag === undefined) delete process.env.SHOW_KUNDENPORTAL
  else process.env.SHOW_KUNDENPORTAL = envFlag
}

/** A date `days` from now (negative: in the past), two days long. */
async function seminarDate(seminar: number, location: number, days: number): Promise<SeminarDate> {
  const start = new Date(Date.now() + days * DAY)
  return payload.create({
    collection: 'seminar-dates',
    data: {
      seminar,
      location,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + DAY).toISOString(),
      price: 990,
      currency: 'EUR',
      seatsTotal: 12,
      seatsTaken: 0,
    },
    ...ctx,
  })
}

const participants = [
  {
    anrede: 'Frau' as const,
    vorname: 'Katrin',
    nachname: 'Beispiel',
    email: 'katrin@firma.example',
  },
  { anrede: 'Herr' as const, vorname: 'Jonas', nachname: 'Muster', email: 'jonas@firma.example' },
]

/** A booking as the booking endpoint stores it, made with `email` as the contact's address. */
async function createBooking(
  email: string,
  status: Booking['status'],
  items: Booking['items'],
): Promise<Booking> {
  counter += 1
  return payload.create({
    collection: 'bookings',
    data: {
      bookingNumber: `B-2026-${String(counter).padStart(6, '0')}`,
      idempotencyKey: `certificate-test-${counter}`,
      status,
      kind: 'buchung',
      language: 'de',
      contact: { anrede: 'Frau', vorname: 'Katrin', nachname: 'Beispiel', email },
      billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster', land: 'DE' },
      items,
    },
    ...ctx,
  })
}

const seminarItem = (date: SeminarDate): Booking['items'][number] => ({
  type: 'seminar',
  seminarDate: date.id,
  title: 'Konflikte klären',
  period: 'wie gebucht',
  place: 'Münster',
  price: 990,
  currency: 'EUR',
  participants,
})

async function login(email: string): Promise<string> {
  const response = await rest('POST', '/api/customers/login/', {
    body: { email, password: PASSWORD },
  })
  expect(response.status).toBe(200)
  return cookieFrom(response)
}

/**
 * Calls the route handler's logic with the path parts Next hands it, as a click on a link of the
 * site would.
 */
async function download(
  path: string,
  cookie?: string,
  site: 'same-origin' | 'cross-site' = 'same-origin',
) {
  const headers: Record<string, string> = { 'Sec-Fetch-Site': site, 'Sec-Fetch-Mode': 'navigate' }
  if (cookie) headers.Cookie = cookie
  const request = new Request(`${env.SITE_URL}${path}`, { headers })
  const parts = path.split('/').filter(Boolean).slice(3)
  const response = await handleCertificateRequest(request, parts, payload)
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

/** The certificate URL of a booking's first item and first participant. */
function pathOf(
  booking: Booking,
  options: { locale?: 'de' | 'en'; participant?: number; moduleId?: string } = {},
): string {
  const item = booking.items[0]!
  return certificatePath(options.locale ?? 'de', {
    bookingId: booking.id,
    itemId: item.id!,
    participantId: item.participants[options.participant ?? 0]!.id!,
    moduleId: options.moduleId ?? null,
  })
}

describe('GET /api/kundenportal/zertifikat/…', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    // Alike delete-guards.in-use.test.ts by shape only: each test sets the site settings it needs.
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        organisation: 'Institut für Führung Münster',
        address: { street: 'Domplatz 1', postcode: '48143', city: 'Münster' },
        phone: '+49 251 1',
        email: 'team@institut.example',
        showKundenportal: true,
      },
      ...ctx,
    })
    const topic = await createTopic(payload, { description: 'x' })
    const place = await createLocation(payload, { standort_titel: 'Haus am Aasee' })
    const seminar = await payload.create({
      collection: 'seminars',
      data: {
        code: 'KK-7',
        title: 'Konflikte klären',
        slug: 'konflikte',
        duration: 2,
        topics: [topic.id],
        description: richText('x'),
        _status: 'published',
      },
      ...ctx,
    })
    dates = {
      past: await seminarDate(seminar.id, place.id, -40),
      future: await seminarDate(seminar.id, place.id, 40),
    }
    const programme = await payload.create({
      collection: 'programmes',
      data: {
        title: 'Führung kompakt',
        intro: 'x',
        price: 4900,
        currency: 'EUR',
        modules: [{ title: 'Grundlagen', category: 'Basis', seminars: [seminar.id] }],
        _status: 'published',
      },
      ...ctx,
    })
    programmeId = programme.id
    for (const [email, vorname] of [
      ['katrin@firma.example', 'Katrin'],
      ['bob@firma.example', 'Bob'],
    ]) {
      await payload.create({
        collection: 'customers',
        data: { email, password: PASSWORD, anrede: 'Frau', vorname, nachname: 'Beispiel' },
        ...ctx,
      })
    }
    cookies = { katrin: await login('katrin@firma.example'), bob: await login('bob@firma.example') }
  })

  afterEach(async () => {
    restoreEnvFlag()
    await payload.updateGlobal({ slug: 'site-settings', data: { showKundenportal: true }, ...ctx })
  })

  it('gives the owner a private PDF attachment naming participant, seminar and code', async () => {
    const booking = await createBooking('Katrin@Firma.example', 'confirmed', [
      seminarItem(dates.past),
    ])
    const answer = await download(pathOf(booking, { participant: 1 }), cookies.katrin)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="Zertifikat-KK-7-Jonas-Muster.pdf"',
    )
    const text = answer.bytes.toString('latin1')
    expect(text.startsWith('%PDF')).toBe(true)
    for (const part of [
      '(Teilnahmezertifikat)',
      '(Jonas Muster)',
      '(Konflikte kl\\344ren)',
      '(Seminarcode: KK-7)',
    ])
      expect(text).toContain(part)

    const english = await download(pathOf(booking, { locale: 'en' }), cookies.katrin)
    expect(english.status).toBe(200)
    expect(english.headers.get('content-disposition')).toBe(
      'attachment; filename="Certificate-KK-7-Katrin-Beispiel.pdf"',
    )
    expect(english.bytes.toString('latin1')).toContain('(Certificate of attendance)')
  })

  it('gives a certificate for a completed module of a programme, not for one still ahead', async () => {
    const { modules } = await payload.findByID({
      collection: 'programmes',
      id: programmeId,
      depth: 0,
    })
    const moduleId = modules[0]!.id!
    const item = (date: SeminarDate): Booking['items'][number] => ({
      type: 'qualifizierungsprogramm',
      programme: programmeId,
      title: 'Führung kompakt',
      price: 4900,
      currency: 'EUR',
      modules: [
        { moduleId, title: 'Grundlagen', seminarDate: date.id, period: 'x', place: 'Münster' },
      ],
      participants,
    })
    const done = await createBooking('katrin@firma.example', 'confirmed', [item(dates.past)])
    const ahead = await createBooking('katrin@firma.example', 'confirmed', [item(dates.future)])
    const answer = await download(pathOf(done, { moduleId }), cookies.katrin)
    expect(answer.status).toBe(200)
    expect(answer.bytes.toString('latin1')).toContain('(Katrin Beispiel)')
    expect((await download(pathOf(ahead, { moduleId }), cookies.katrin)).status).toBe(404)
    // The programme as a whole has no certificate, only its modules.
    expect((await download(pathOf(done), cookies.katrin)).status).toBe(404)
  })

  it('answers another customer exactly as if the booking did not exist', async () => {
    const booking = await createBooking('katrin@firma.example', 'confirmed', [
      seminarItem(dates.past),
    ])
    const foreign = await download(pathOf(booking), cookies.bob)
    const missing = await download(pathOf({ ...booking, id: booking.id + 10_000 }), cookies.bob)
    expect(foreign.status).toBe(404)
    expect([foreign.status, foreign.bytes.toString()]).toEqual([
      missing.status,
      missing.bytes.toString(),
    ])
  })

  it('asks anonymous visitors, broken sessions and links from other sites to log in', async () => {
    const booking = await createBooking('katrin@firma.example', 'confirmed', [
      seminarItem(dates.past),
    ])
    expect((await download(pathOf(booking))).status).toBe(401)
    expect((await download(pathOf(booking), 'payload-token=not-a-token')).status).toBe(401)
    expect((await download(pathOf(booking), cookies.katrin, 'cross-site')).status).toBe(401)
  })

  it('has no certificate for an upcoming, requested or cancelled seminar', async () => {
    const upcoming = await createBooking('katrin@firma.example', 'confirmed', [
      seminarItem(dates.future),
    ])
    const requested = await createBooking('katrin@firma.example', 'new', [seminarItem(dates.past)])
    const cancelled = await createBooking('katrin@firma.example', 'cancelled', [
      seminarItem(dates.past),
    ])
    for (const booking of [upcoming, requested, cancelled])
      expect((await download(pathOf(booking), cookies.katrin)).status).toBe(404)
  })

  it('is not there while the portal is switched off, in the settings or the environment', async () => {
    const booking = await createBooking('katrin@firma.example', 'confirmed', [
      seminarItem(dates.past),
    ])
    await payload.updateGlobal({ slug: 'site-settings', data: { showKundenportal: false }, ...ctx })
    expect((await download(pathOf(booking), cookies.katrin)).status).toBe(404)
    await payload.updateGlobal({ slug: 'site-settings', data: { showKundenportal: true }, ...ctx })
    process.env.SHOW_KUNDENPORTAL = 'false'
    expect((await download(pathOf(booking), cookies.katrin)).status).toBe(404)
    process.env.SHOW_KUNDENPORTAL = 'true'
    expect((await download(pathOf(booking), cookies.katrin)).status).toBe(200)
  })

  it('refuses paths that are not a certificate’s', async () => {
    const booking = await createBooking('katrin@firma.example', 'confirmed', [
      seminarItem(dates.past),
    ])
    const good = pathOf(booking)
    for (const path of [
      good.replace('/de/', '/fr/'),
      `${good}extra/more/`,
      good.replace(`/${booking.id}/`, '/../'),
      good.replace(/\/[^/]+\/$/, '/'),
    ]) {
      expect((await download(path, cookies.katrin)).status).toBe(404)
    }
  })
})
