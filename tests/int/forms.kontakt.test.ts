import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { handleContactRequest } from '@/features/contact/server/handler'
import { env, VAR_DIR } from '@/lib/env'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import {
  count,
  type FormEndpoint,
  expectFieldError,
  expectMailsByRole,
  mailsFor,
  newestIn,
  send,
  seedSettings,
  refusesEachFieldCase,
  sharedEndpointRules,
  STAFF_EMAIL,
} from './forms.fixtures'

let payload: Payload
const PATH = '/api/json-api/kontakt/'
let person = 0

/**
 * The long form as /kontakt/ sends it. Each form's test spells out its own message: the fields
 * differ per form, only their shape repeats.
 */
function longMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  person += 1
  return {
    formType: 'kontaktFormLong',
    anrede: 'Frau',
    titel: 'Dr.',
    vorname: 'Anna-Lena',
    nachname: "O'Brien",
    abteilung: 'Personal',
    firma: 'Beispiel GmbH',
    strasse: 'Hafenweg 5',
    plz: '48155',
    ort: 'Münster',
    land: 'AT',
    mobiltelefon: '',
    telefon: '+49 251 123456',
    fax: '',
    email: `anna${person}@beispiel.example`,
    video_url: '',
    info: 'Inhouse-Seminare,Coachings',
    newsletter: false,
    mitteilung: 'Wir planen ein Führungstraining\nfür zwölf Personen.',
    medium: 'Sonstige',
    medium_other: 'Messe',
    emailBestaetigung: false,
    requestPage: '/kontakt/',
    datenschutz: true,
    ...overrides,
  }
}

/** The short form: the long shape with most fields empty. */
const shortMessage = (overrides: Record<string, unknown> = {}) =>
  longMessage({
    formType: 'kontaktFormShort',
    anrede: '',
    titel: '',
    // Alike bench/forms.mjs by shape only: each spells out the message it sends.
    abteilung: '',
    firma: '',
    strasse: '',
    plz: '',
    ort: '',
    land: '',
    telefon: '',
    info: '',
    medium: '',
    medium_other: '',
    requestPage: '/en/seminars/',
    ...overrides,
  })

const call = (body: unknown, headers?: Record<string, string>) =>
  send(handleContactRequest, payload, PATH, body, headers)

const endpoint: FormEndpoint = {
  getPayload: () => payload,
  handler: handleContactRequest,
  path: PATH,
  collection: 'contact-messages',
  message: () => longMessage(),
}
const newest = () => newestIn(payload, 'contact-messages')

describe('POST /api/json-api/kontakt/', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await seedSettings(payload)
  })
  afterEach(() => vi.restoreAllMocks())

  it('stores a long-form message with every field and queues the staff mail (reply to the visitor) only', async () => {
    const message = longMessage()
    const answer = await call({ message })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok' })
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const doc = await newest()
    // The stored fields spelled out (as in the unit test of the field table): the inbox's contract.
    expect(doc).toMatchObject({
      status: 'new',
      spam: false,
      language: 'de',
      requestPage: '/kontakt/',
      formType: 'kontaktFormLong',
      anrede: 'Frau',
      titel: 'Dr.',
      vorname: 'Anna-Lena',
      nachname: "O'Brien",
      displayName: "Dr. Anna-Lena O'Brien",
      firma: 'Beispiel GmbH',
      strasse: 'Hafenweg 5',
      plz: '48155',
      ort: 'Münster',
      land: 'AT',
      email: message.email,
      telefon: '+49 251 123456',
      info: 'Inhouse-Seminare,Coachings',
      medium: 'Sonstige',
      medium_other: 'Messe',
      newsletter: false,
      emailBestaetigung: false,
    })
    const mails = await mailsFor(payload, `contact:${doc.id}:`)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      dedupeKey: `contact:${doc.id}:staff`,
      to: STAFF_EMAIL,
      replyTo: message.email,
    })
    expect(mails[0].subject).toContain("Anna-Lena O'Brien")
    for (const part of [
      "Frau Dr. Anna-Lena O'Brien",
      'Beispiel GmbH',
      '48155 Münster',
      'Österreich',
      'Inhouse-Seminare, Coachings',
      'Sonstige (Messe)',
      'für zwölf Personen.',
      '/kontakt/',
    ]) {
      expect(mails[0].text).toContain(part)
    }
    expect(mails[0].text).toContain(`${env.SITE_URL}/admin/collections/contact-messages/${doc.id}/`)
  })

  it('stores a short-form message from an English page and mails the visitor an English confirmation when asked', async () => {
    const message = shortMessage({ emailBestaetigung: true, telefon: '0251 98765' })
    expect((await call({ message })).status).toBe(200)
    const doc = await newest()
    expect(doc).toMatchObject({
      formType: 'kontaktFormShort',
      language: 'en',
      requestPage: '/en/seminars/',
      anrede: null,
      titel: null,
      land: '',
      telefon: '0251 98765',
      emailBestaetigung: true,
    })
    const { visitor: copy } = await expectMailsByRole(payload, `contact:${doc.id}:`, [
      'staff',
      'visitor',
    ])
    // Replies reach the office; the sender itself is a no-reply address.
    expect(copy).toMatchObject({ to: message.email, replyTo: STAFF_EMAIL })
    expect(copy.subject).toBe('Your message to the Institut für Führung Münster')
    expect(copy.text).toContain("Dear Anna-Lena O'Brien,")
    expect(copy.text).toContain('Phone: 0251 98765')
    // The confirmation goes to whatever address was typed: it never repeats the free text.
    expect(copy.text).not.toContain('Wir planen ein Führungstraining')
    expect(copy.text).toContain('We do not repeat the text of your message here')
  })

  it('sends staff notifications to the notification address when one is set; visitors still reply to the office', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { notificationEmail: 'anfragen@institut.example' },
      context: noRevalidate,
    })
    try {
      const message = shortMessage({ emailBestaetigung: true })
      expect((await call({ message })).status).toBe(200)
      const doc = await newest()
      const [staff] = await mailsFor(payload, `contact:${doc.id}:staff`)
      const [copy] = await mailsFor(payload, `contact:${doc.id}:visitor`)
      expect(staff).toMatchObject({ to: 'anfragen@institut.example', replyTo: message.email })
      expect(copy).toMatchObject({ to: message.email, replyTo: STAFF_EMAIL })
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { notificationEmail: null },
        context: noRevalidate,
      })
    }
  })

  it('takes an address at an umlaut domain, storing and mailing it in the ASCII form mail servers use', async () => {
    expect(
      (
        await call({
          message: shortMessage({ email: 'anna@Müller-Beratung.de', emailBestaetigung: true }),
        })
      ).status,
    ).toBe(200)
    const doc = await newest()
    expect(doc.email).toBe('anna@xn--mller-beratung-gsb.de')
    const copy = (await mailsFor(payload, `contact:${doc.id}:visitor`))[0]
    expect(copy.to).toBe('anna@xn--mller-beratung-gsb.de')
  })

  it('starts the newsletter double opt-in in the same transaction when the box is ticked', async () => {
    const message = longMessage({ newsletter: true, emailBestaetigung: true })
    expect((await call({ message })).status).toBe(200)
    const { docs } = await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: message.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      subscription: 'pending',
      anrede: 'Frau',
      vorname: 'Anna-Lena',
      language: 'de',
    })
    const [confirm] = await mailsFor(payload, `newsletter:${docs[0].id}:confirm:`)
    expect(confirm.to).toBe(message.email)
    expect(confirm.text).toMatch(
      new RegExp(`${env.SITE_URL}/newsletter-bestaetigung/#token=[A-Za-z0-9_-]{22}`),
    )
  })

  it('sends the queued mails once through the outbox (.eml files without SMTP)', async () => {
    const message = longMessage({ emailBestaetigung: true })
    await call({ message })
    const doc = await newest()
    await payload.jobs.run({ queue: 'default', limit: 100, sequential: true })
    const { docs: sent } = await payload.find({
      collection: 'sent-mails',
      where: { dedupeKey: { like: `contact:${doc.id}:` } },
      overrideAccess: true,
    })
    expect(sent.map((mail) => mail.to).sort()).toEqual([message.email, STAFF_EMAIL].sort())
    const files = readdirSync(path.join(VAR_DIR, 'mail')).map((file) =>
      readFileSync(path.join(VAR_DIR, 'mail', file), 'utf8'),
    )
    expect(files.some((file) => file.includes(`To: ${message.email}`))).toBe(true)
  })

  describe('refuses each validation rule with 400 naming the field, storing nothing', () => {
    const longCases: [string, unknown, string][] = [
      ['anrede', '', 'forms.error.anrede-required'],
      ['anrede', 'Divers', 'forms.error.anrede-required'],
      ['vorname', '  ', 'forms.error.vorname-required'],
      ['vorname', 'R2D2', 'forms.error.vorname-validate'],
      ['nachname', undefined, 'forms.error.nachname-required'],
      ['nachname', 'Muster<script>', 'forms.error.nachname-validate'],
      ['strasse', '', 'forms.error.strasse-required'],
      ['plz', '', 'forms.error.plz-required'],
      ['plz', '48155!', 'forms.error.plz-validate'],
      ['ort', '', 'forms.error.ort-required'],
      ['ort', 'Münster 1', 'forms.error.ort-validate'],
      ['land', '', 'forms.error.land-required'],
      ['land', 'XX', 'forms.error.land-validate'],
      ['telefon', 'ruf mich an', 'forms.error.telefon-validate'],
      ['email', '', 'forms.error.email-required'],
      ['email', 'anna@beispiel', 'forms.error.email-validate'],
      // Addresses the inbox's e-mail field would refuse on saving: a 400 here, never a 500.
      ['email', 'anna.@beispiel.de', 'forms.error.email-validate'],
      ['email', 'änna@beispiel.de', 'forms.error.email-validate'],
      ['email', 'anna@beispiel_gmbh.de', 'forms.error.email-validate'],
      ['mitteilung', ' ', 'forms.error.mitteilung-required'],
      ['datenschutz', false, 'forms.error.datenschutz-required'],
      ['info', 'Kochkurse', 'forms.error.info-validate'],
    ]
    refusesEachFieldCase(endpoint, longCases, { title: 'long form: ' })

    const shortCases: [string, unknown, string][] = [
      ['vorname', '', 'forms.error.vorname-required'],
      ['nachname', 'X Æ A-12', 'forms.error.nachname-validate'],
      ['telefon', '0251/123', 'forms.error.telefon-validate'],
      ['email', 'kein-at.example', 'forms.error.email-validate'],
      ['mitteilung', '', 'forms.error.mitteilung-required'],
      ['datenschutz', undefined, 'forms.error.datenschutz-required'],
    ]
    refusesEachFieldCase(endpoint, shortCases, { title: 'short form: ', message: shortMessage })

    it('an unknown form type', async () => {
      await expectFieldError(endpoint, 'formType', 'kontaktFormXL', 'forms.error.formType-validate')
    })
  })

  it('refuses a video_url outside the message as an unknown field (400), never a fake success', async () => {
    const before = (await payload.count({ collection: 'contact-messages', overrideAccess: true }))
      .totalDocs
    const answer = await call({ message: shortMessage(), video_url: 'http://spam.example' })
    expect(answer.status).toBe(400)
    expect(answer.body.status).toBe('error')
    expect(
      (await payload.count({ collection: 'contact-messages', overrideAccess: true })).totalDocs,
    ).toBe(before)
  })

  it('stores every one of 30 simultaneous submissions it acknowledges', async () => {
    const before = await count(payload, 'contact-messages')
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          { message: i % 2 ? longMessage() : shortMessage() },
          { 'X-Forwarded-For': `198.51.100.${i}` },
        ),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200))
    expect(await count(payload, 'contact-messages')).toBe(before + 30)
  })

  it('answers a busy database with 503 and Retry-After, never 500', async () => {
    const before = await count(payload, 'contact-messages')
    vi.spyOn(payload, 'create').mockRejectedValue(
      Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    )
    const answer = await call({ message: longMessage() })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ status: 'error', code: 'busy' })
    expect(answer.headers.get('retry-after')).toBe('2')
    vi.restoreAllMocks()
    expect(await count(payload, 'contact-messages')).toBe(before)
  })

  describe('shared endpoint rules', () => {
    sharedEndpointRules(endpoint, 10)
  })
})
