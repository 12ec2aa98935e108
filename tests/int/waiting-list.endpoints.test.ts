import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { handleDateAlertConfirm } from '@/features/waiting-list/server/alert-confirm'
import { handleDateAlertRequest } from '@/features/waiting-list/server/alerts'
import { handleOfferAccept, handleOfferRequest } from '@/features/waiting-list/server/accept'
import { handleWaitingListRequest } from '@/features/waiting-list/server/signup'
import type { SeminarDate } from '@/payload-types'

import { noRevalidate } from '../helpers/payload'
import { bookStored, type Catalogue, openBookingOffice, seminarItem } from './booking.fixtures'
import { type FormEndpoint, mailsFor, send, sharedEndpointRules } from './forms.fixtures'
import { ACCEPT_PATH, SIGNUP_PATH, signUp } from './waiting-list.fixtures'

let payload: Payload
let catalogue: Catalogue
let fullDate: SeminarDate
let undatedSeminar: number
const ALERT_PATH = '/api/json-api/termin-benachrichtigung/'
const CONFIRM_PATH = '/api/json-api/termin-benachrichtigung/bestaetigen/'

let person = 0
const alertSignUp = (overrides: Record<string, unknown> = {}) => {
  person += 1
  return {
    formType: 'terminBenachrichtigungForm',
    seminar: undatedSeminar,
    email: `ali${person}@firma.example`,
    video_url: '',
    requestPage: '/seminare/ohne-termin/',
    datenschutz: true,
    ...overrides,
  }
}

beforeAll(async () => {
  ;({ payload, catalogue } = await openBookingOffice('wl-endpoints@institut.example'))
  fullDate = await catalogue.addDate(1)
  await bookStored(payload, [seminarItem(fullDate.id)])
  undatedSeminar = (
    await payload.create({
      collection: 'seminars',
      data: {
        code: 'WL-1',
        title: 'Ohne Termin',
        slug: 'ohne-termin',
        duration: 1,
        topics: [catalogue.seminar.topics![0] as number],
        description: catalogue.seminar.description,
        _status: 'published',
      },
      context: noRevalidate,
    })
  ).id
})

describe('POST /api/json-api/warteliste/ on the form pipeline', () => {
  // The shared rules' endpoint description, as every form's test writes it (forms.fixtures.ts).
  const endpoint: FormEndpoint = {
    getPayload: () => payload,
    handler: handleWaitingListRequest,
    path: SIGNUP_PATH,
    collection: 'waiting-list-entries',
    message: () => signUp(fullDate.id),
  }
  sharedEndpointRules(endpoint, 10)

  it('refuses each bad field with 400 naming it, storing nothing', async () => {
    const before = (await payload.count({ collection: 'waiting-list-entries' })).totalDocs
    const cases: [string, unknown, string][] = [
      ['name', '', 'forms.error.name-required'],
      ['email', 'kein-at', 'forms.error.email-validate'],
      ['teilnehmer', 0, 'forms.error.teilnehmer-validate'],
      ['teilnehmer', 2.5, 'forms.error.teilnehmer-validate'],
      ['datenschutz', false, 'forms.error.datenschutz-required'],
      ['seminarDate', 'x', 'forms.error.seminarDate-validate'],
    ]
    for (const [field, value, key] of cases) {
      const answer = await send(handleWaitingListRequest, payload, SIGNUP_PATH, {
        message: signUp(fullDate.id, { [field]: value }),
      })
      expect(answer.status, field).toBe(400)
      expect(answer.body.errors?.[field], field).toBe(key)
    }
    expect((await payload.count({ collection: 'waiting-list-entries' })).totalDocs).toBe(before)
  })
})

describe('the offer endpoints refuse bad input', () => {
  it('unknown tokens answer 404, malformed ones 400 naming the field, cross-site 403', async () => {
    const unknown = await send(handleOfferRequest, payload, '/api/json-api/warteliste/angebot/', {
      message: { token: 'A'.repeat(22) },
    })
    expect(unknown.status).toBe(404)
    const malformed = await send(handleOfferAccept, payload, ACCEPT_PATH, {
      message: { token: 'short', booking: {} },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors?.token).toBe('invalidToken')
    const crossSite = await send(
      handleOfferRequest,
      payload,
      '/api/json-api/warteliste/angebot/',
      { message: { token: 'A'.repeat(22) } },
      { Origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
  })
})

describe('POST /api/json-api/termin-benachrichtigung/ (double opt-in, mailed once)', () => {
  // The shared rules' endpoint description, as every form's test writes it (forms.fixtures.ts).
  const endpoint: FormEndpoint = {
    getPayload: () => payload,
    handler: handleDateAlertRequest,
    path: ALERT_PATH,
    collection: 'date-alerts',
    message: () => alertSignUp(),
  }
  sharedEndpointRules(endpoint, 5)

  it('a seminar with upcoming dates refuses the alert, naming the field', async () => {
    const answer = await send(handleDateAlertRequest, payload, ALERT_PATH, {
      message: alertSignUp({ seminar: catalogue.seminar.id }),
    })
    expect(answer).toMatchObject({
      status: 400,
      body: { errors: { seminar: 'waitingList.error.seminar-unavailable' } },
    })
  })

  it('confirmed alerts get one mail when a date is published, unconfirmed ones none', async () => {
    const confirmed = alertSignUp()
    const unconfirmed = alertSignUp()
    await send(handleDateAlertRequest, payload, ALERT_PATH, { message: confirmed })
    await send(handleDateAlertRequest, payload, ALERT_PATH, { message: unconfirmed })
    const [confirmMail] = (await mailsFor(payload, 'date-alert:')).filter(
      (mail) => mail.to === confirmed.email,
    )
    const token = confirmMail.text.match(/#token=([\w-]{22})/)![1]
    const answer = await send(handleDateAlertConfirm, payload, CONFIRM_PATH, {
      message: { token, action: 'confirm' },
    })
    expect(answer.body).toEqual({ status: 'ok', alert: 'confirmed' })

    await catalogue.addDate(10, 0, undatedSeminar)
    await catalogue.addDate(10, 0, undatedSeminar)
    const newDateMails = (await mailsFor(payload, 'date-alert:')).filter((mail) =>
      mail.dedupeKey.endsWith(':new-date'),
    )
    expect(newDateMails.map((mail) => mail.to)).toEqual([confirmed.email])
    expect(newDateMails[0].subject).toBe('Neuer Termin: Ohne Termin')
    expect(newDateMails[0].text).toContain('/seminare/ohne-termin/')
  })
})

describe('alerts of a seminar published again', () => {
  it('a date saved while the seminar was a draft mails its alerts when it is published', async () => {
    await payload.delete({
      collection: 'seminar-dates',
      where: { seminar: { equals: undatedSeminar } },
      overrideAccess: true,
      context: noRevalidate,
    })
    const alert = alertSignUp()
    await send(handleDateAlertRequest, payload, ALERT_PATH, { message: alert })
    const [confirmMail] = (await mailsFor(payload, 'date-alert:')).filter(
      (mail) => mail.to === alert.email,
    )
    const token = confirmMail.text.match(/#token=([\w-]{22})/)![1]
    await send(handleDateAlertConfirm, payload, CONFIRM_PATH, {
      message: { token, action: 'confirm' },
    })
    const newDateMails = async () =>
      (await mailsFor(payload, 'date-alert:')).filter(
        (mail) => mail.to === alert.email && mail.dedupeKey.endsWith(':new-date'),
      )
    const setStatus = (status: 'draft' | 'published') =>
      payload.update({
        collection: 'seminars',
        id: undatedSeminar,
        data: { _status: status },
        overrideAccess: true,
        context: noRevalidate,
      })
    await setStatus('draft')
    await catalogue.addDate(10, 0, undatedSeminar)
    expect(await newDateMails()).toHaveLength(0)
    await setStatus('published')
    expect(await newDateMails()).toHaveLength(1)
  })
})
