import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { handleCallbackRequest } from '@/features/callback/server/handler'
import { env } from '@/lib/env'

import { getTestPayload } from '../helpers/payload'
import {
  expectFieldError,
  type FormEndpoint,
  mailsFor,
  newestIn,
  saturdayTermin,
  send,
  seedSettings,
  refusesEachFieldCase,
  sharedEndpointRules,
  STAFF_EMAIL,
  tooLateTermin,
  weekdayTermin,
} from './forms.fixtures'

let payload: Payload
const PATH = '/api/json-api/callback/'
let person = 0

/** The callback form as the block sends it (its own fields; the shape repeats per form). */
function callbackMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  person += 1
  return {
    formType: 'callbackForm',
    anrede: 'Herr',
    titel: '',
    vorname: 'Jörg',
    nachname: 'Rückert',
    abteilung: '',
    firma: 'Rückert & Söhne KG',
    telefon: '+49 (0)251 4711',
    plz: '48143',
    email: `joerg${person}@rueckert.example`,
    video_url: '',
    termin: weekdayTermin(),
    mitteilung: 'Es geht um ein Inhouse-Seminar.',
    medium: 'Weiterempfehlung',
    medium_other: '',
    emailBestaetigung: false,
    // Alike forms.whitepaper.test.ts by shape only: each form's int test builds its own message.
    requestPage: '/seminare/verhandeln/',
    datenschutz: true,
    ...overrides,
  }
}

const call = (body: unknown) => send(handleCallbackRequest, payload, PATH, body)
const endpoint: FormEndpoint = {
  getPayload: () => payload,
  handler: handleCallbackRequest,
  path: PATH,
  collection: 'callback-requests',
  message: () => callbackMessage(),
}
const newest = () => newestIn(payload, 'callback-requests')

describe('POST /api/json-api/callback/', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await seedSettings(payload)
  })

  it('stores the request with its time and queues the staff mail only', async () => {
    const message = callbackMessage({ termin: weekdayTermin(7 * 60) })
    const answer = await call({ message })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok' })
    const doc = await newest()
    expect(doc).toMatchObject({
      status: 'new',
      spam: false,
      language: 'de',
      termin: message.termin,
      telefon: '+49 (0)251 4711',
      anrede: 'Herr',
      titel: null,
      vorname: 'Jörg',
      nachname: 'Rückert',
      firma: 'Rückert & Söhne KG',
      plz: '48143',
      email: message.email,
      mitteilung: 'Es geht um ein Inhouse-Seminar.',
      medium: 'Weiterempfehlung',
      emailBestaetigung: false,
      requestPage: '/seminare/verhandeln/',
    })
    const mails = await mailsFor(payload, `callback:${doc.id}:`)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      dedupeKey: `callback:${doc.id}:staff`,
      to: STAFF_EMAIL,
      replyTo: message.email,
    })
    expect(mails[0].subject).toContain(String(message.termin))
    expect(mails[0].text).toContain('Telefon: +49 (0)251 4711')
    expect(mails[0].text).toContain(
      `${env.SITE_URL}/admin/collections/callback-requests/${doc.id}/`,
    )
  })

  it('accepts 20:00 and mails an English copy when asked from an English page', async () => {
    const message = callbackMessage({
      termin: weekdayTermin(20 * 60),
      emailBestaetigung: true,
      requestPage: '/en/contact-us/',
    })
    expect((await call({ message })).status).toBe(200)
    const doc = await newest()
    expect(doc.language).toBe('en')
    const copy = (await mailsFor(payload, `callback:${doc.id}:visitor`))[0]
    expect(copy).toMatchObject({ to: message.email, replyTo: STAFF_EMAIL })
    expect(copy.subject).toBe(`Your callback request for ${message.termin}`)
    expect(copy.text).toContain('Dear Mr Rückert,')
    expect(copy.text).toContain(`We will call you on ${message.termin} (German time).`)
    expect(copy.text).not.toContain('Es geht um ein Inhouse-Seminar.')
  })

  describe('refuses each validation rule with 400 naming the field, storing nothing', () => {
    const cases: [string, unknown, string][] = [
      // A test table: one row a field, alike by design.
      ['anrede', '', 'forms.error.anrede-required'],
      ['vorname', '', 'forms.error.vorname-required'],
      ['vorname', 'J0rg', 'forms.error.vorname-validate'],
      ['nachname', undefined, 'forms.error.nachname-required'],
      ['nachname', 'Rück@rt', 'forms.error.nachname-validate'],
      ['telefon', '', 'forms.error.telefon-required'],
      ['telefon', 'call me', 'forms.error.telefon-validate'],
      ['plz', '', 'forms.error.plz-required'],
      ['plz', '48#43', 'forms.error.plz-validate'],
      ['email', '', 'forms.error.email-required'],
      ['email', 'joerg@', 'forms.error.email-validate'],
      ['termin', '', 'forms.error.termin-required'],
      ['mitteilung', '', 'forms.error.mitteilung-required'],
      ['datenschutz', false, 'forms.error.datenschutz-required'],
      ['titel', 'Graf', 'forms.error.titel-validate'],
      ['medium', 'Radio', 'forms.error.medium-validate'],
      ['formType', 'kontaktFormLong', 'forms.error.formType-validate'],
    ]
    refusesEachFieldCase(endpoint, cases)

    const badTimes: [string, string][] = [
      ['a Saturday', saturdayTermin()],
      ['06:45, before the window', weekdayTermin(6 * 60 + 45)],
      ['20:15, after the window', weekdayTermin(20 * 60 + 15)],
      ['10:10, off the 15-minute grid', weekdayTermin(10 * 60 + 10)],
      ['more than 10 days ahead', tooLateTermin()],
      ['another format', weekdayTermin().replace(', ', ' ')],
    ]
    it.each(badTimes)('termin on %s (%s)', async (_, termin) => {
      await expectFieldError(endpoint, 'termin', termin, 'forms.error.termin-validate')
    })
  })

  describe('shared endpoint rules', () => {
    sharedEndpointRules(endpoint, 10)
  })
})
