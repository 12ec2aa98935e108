import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { handleWhitepaperRequest } from '@/features/whitepapers/server/request-handler'
import { env } from '@/lib/env'
import { hashToken, TOKEN_PATTERN } from '@/lib/tokens'

import { getTestPayload } from '../helpers/payload'
import {
  count,
  expectMailsByRole,
  type FormEndpoint,
  createWhitepaper,
  mailsFor,
  newestIn,
  send,
  seedSettings,
  refusesEachFieldCase,
  sharedEndpointRules,
  STAFF_EMAIL,
} from './forms.fixtures'

let payload: Payload
let whitepaperId: number
let draftId: number
const PATH = '/api/json-api/whitepaper/'
let person = 0

/** The request as the card's modal sends it (its own fields; the shape repeats per form). */
function whitepaperMessage(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  person += 1
  return {
    formType: 'whitepaperKontaktForm',
    downloadId: whitepaperId,
    anrede: 'Frau',
    titel: 'Prof.',
    vorname: 'Mia',
    nachname: 'Weiß',
    abteilung: 'Entwicklung',
    firma: 'Lernwerk AG',
    strasse: 'Ring 3',
    plz: '8001',
    ort: 'Zürich',
    land: 'CH',
    email: `mia${person}@lernwerk.example`,
    video_url: '',
    requestPage: '/knowledge-center/',
    datenschutz: true,
    ...overrides,
  }
}

const call = (body: unknown) => send(handleWhitepaperRequest, payload, PATH, body)
const endpoint: FormEndpoint = {
  getPayload: () => payload,
  handler: handleWhitepaperRequest,
  path: PATH,
  collection: 'whitepaper-requests',
  message: () => whitepaperMessage(),
}
const newest = () => newestIn(payload, 'whitepaper-requests')
/** How many stored requests carry the hash of this code. */
const withCode = async (code: string) =>
  (
    await payload.count({
      collection: 'whitepaper-requests',
      where: { codeHash: { equals: hashToken(code) } },
      overrideAccess: true,
    })
  ).totalDocs

describe('POST /api/json-api/whitepaper/', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await seedSettings(payload)
    whitepaperId = await createWhitepaper(payload, {
      title: 'Feedback, das wirkt',
      titleEn: 'Feedback that works',
    })
    draftId = await createWhitepaper(payload, { title: 'Noch nicht fertig', published: false })
  })

  it('stores the request with the hash of a new code, answers the code and mails the download link', async () => {
    const message = whitepaperMessage()
    const answer = await call({ message })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      status: 'success',
      id: whitepaperId,
      code: expect.stringMatching(TOKEN_PATTERN),
    })
    const code = String(answer.body.code)
    const doc = await newest()
    expect(doc).toMatchObject({
      status: 'new',
      spam: false,
      language: 'de',
      whitepaper: whitepaperId,
      whitepaperTitle: 'Feedback, das wirkt',
      anrede: 'Frau',
      titel: 'Prof.',
      vorname: 'Mia',
      nachname: 'Weiß',
      firma: 'Lernwerk AG',
      strasse: 'Ring 3',
      plz: '8001',
      ort: 'Zürich',
      land: 'CH',
      email: message.email,
      downloads: 0,
    })
    expect(await withCode(code)).toBe(1)
    const { link, staff } = await expectMailsByRole(payload, `whitepaper:${doc.id}:`, [
      'link',
      'staff',
    ])
    expect(link).toMatchObject({ to: message.email, replyTo: STAFF_EMAIL })
    expect(link.subject).toBe('Ihr Whitepaper „Feedback, das wirkt“')
    expect(link.text).toContain('Guten Tag Frau Prof. Weiß,')
    expect(link.text).toContain(`${env.SITE_URL}/whitepaper-dl/${whitepaperId}/#code=${code}`)
    expect(staff).toMatchObject({ to: STAFF_EMAIL, replyTo: message.email })
    expect(staff.text).toContain('Whitepaper: Feedback, das wirkt')
    expect(staff.text).not.toContain(code)
  })

  it('uses the English title and link from an English page, and a new code per request', async () => {
    const first = await call({
      message: whitepaperMessage({
        requestPage: '/en/knowledge-center/',
        downloadId: String(whitepaperId),
      }),
    })
    const doc = await newest()
    expect(doc).toMatchObject({ language: 'en', whitepaperTitle: 'Feedback that works' })
    const [link] = await mailsFor(payload, `whitepaper:${doc.id}:link`)
    expect(link.subject).toBe('Your whitepaper “Feedback that works”')
    expect(link.text).toContain(
      `${env.SITE_URL}/en/whitepaper-dl/${whitepaperId}/#code=${first.body.code}`,
    )
    const second = await call({
      message: whitepaperMessage({ requestPage: '/en/knowledge-center/' }),
    })
    expect(second.body.code).not.toBe(first.body.code)
  })

  it('refuses an unknown or unpublished whitepaper with 400 on downloadId and stores nothing', async () => {
    const before = await count(payload, 'whitepaper-requests')
    for (const downloadId of [draftId, 999_999]) {
      const answer = await call({ message: whitepaperMessage({ downloadId }) })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        status: 'error',
        errors: { downloadId: 'forms.error.downloadId-validate' },
      })
    }
    expect(await count(payload, 'whitepaper-requests')).toBe(before)
  })

  it('answers spam with a code of the same shape that opens nothing', async () => {
    const answer = await call({ message: whitepaperMessage({ video_url: 'https://spam.example' }) })
    expect(answer.body).toEqual({
      status: 'success',
      id: whitepaperId,
      code: expect.stringMatching(TOKEN_PATTERN),
    })
    const doc = await newest()
    expect(doc.spam).toBe(true)
    expect(await withCode(String(answer.body.code))).toBe(0)
    expect(await mailsFor(payload, `whitepaper:${doc.id}:`)).toEqual([])
  })

  describe('refuses each validation rule with 400 naming the field, storing nothing', () => {
    const cases: [string, unknown, string][] = [
      ['anrede', undefined, 'forms.error.anrede-required'],
      ['vorname', '', 'forms.error.vorname-required'],
      ['vorname', 'M1a', 'forms.error.vorname-validate'],
      ['nachname', '', 'forms.error.nachname-required'],
      ['strasse', '  ', 'forms.error.strasse-required'],
      ['plz', '', 'forms.error.plz-required'],
      ['plz', '80/01', 'forms.error.plz-validate'],
      ['ort', '', 'forms.error.ort-required'],
      ['ort', 'Zürich 1', 'forms.error.ort-validate'],
      ['land', '', 'forms.error.land-required'],
      ['land', 'ZZ', 'forms.error.land-validate'],
      ['email', '', 'forms.error.email-required'],
      ['email', 'mia@lernwerk.e', 'forms.error.email-validate'],
      ['datenschutz', false, 'forms.error.datenschutz-required'],
      ['downloadId', 'abc', 'forms.error.downloadId-validate'],
      ['downloadId', -3, 'forms.error.downloadId-validate'],
    ]
    refusesEachFieldCase(endpoint, cases)
  })

  describe('shared endpoint rules', () => {
    sharedEndpointRules(endpoint, 10)
  })
})
