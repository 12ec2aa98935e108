import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { handleNewsletterRequest } from '@/features/newsletter/server/handler'
import { handleNewsletterConfirm } from '@/features/newsletter/server/confirm-handler'
import { resetFormRateLimits } from '@/features/forms/server/rate-limits'
import { env } from '@/lib/env'
import { newToken } from '@/lib/tokens'

import { getTestPayload } from '../helpers/payload'
import {
  type FormEndpoint,
  mailsFor,
  queuedMails,
  refusesEachFieldCase,
  send,
  sharedEndpointRules,
} from './forms.fixtures'

let payload: Payload
const PATH = '/api/json-api/newsletter/'
const CONFIRM_PATH = '/api/json-api/newsletter/confirm/'
let person = 0

/** The sign-up form as the page sends it (its own fields; the shape repeats per form). */
function signUp(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  person += 1
  return {
    formType: 'newsletterForm',
    anrede: 'Frau',
    vorname: 'Nora',
    nachname: 'Neu',
    email: `nora${person}@leser.example`,
    video_url: '',
    requestPage: '/newsletter/',
    datenschutz: true,
    ...overrides,
  }
}

const endpoint: FormEndpoint = {
  getPayload: () => payload,
  handler: handleNewsletterRequest,
  path: PATH,
  collection: 'newsletter-subscriptions',
  message: () => signUp(),
}

const subscribe = (message: Record<string, unknown>) =>
  send(handleNewsletterRequest, payload, PATH, { message })
const confirm = (
  token: string,
  action: 'confirm' | 'unsubscribe' = 'confirm',
  headers?: Record<string, string>,
) => send(handleNewsletterConfirm, payload, CONFIRM_PATH, { message: { token, action } }, headers)

async function subscriptionsOf(email: unknown) {
  return (
    await payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: email } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs
}

/** The tokens of every confirmation mail to one subscription, oldest first. */
async function tokensOf(id: number): Promise<string[]> {
  const mails = (await queuedMails(payload)).filter((mail) =>
    mail.dedupeKey.startsWith(`newsletter:${id}:confirm:`),
  )
  return mails.map((mail) => /#token=([A-Za-z0-9_-]{22})\n/.exec(mail.text)![1])
}

describe('newsletter double opt-in', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })
  beforeEach(() => {
    process.env.RATE_LIMIT = 'off'
    resetFormRateLimits()
  })

  it('stores a new address as pending and mails a link that confirms it, valid for 7 days', async () => {
    const message = signUp({
      email: 'Nora.Neu@Leser.example',
      interessen: 'Seminartermine,Praxisimpulse',
    })
    const answer = await subscribe(message)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'ok' })
    const [doc] = await subscriptionsOf('nora.neu@leser.example')
    expect(doc).toMatchObject({
      subscription: 'pending',
      anrede: 'Frau',
      vorname: 'Nora',
      nachname: 'Neu',
      interessen: 'Seminartermine,Praxisimpulse',
      language: 'de',
      requestPage: '/newsletter/',
      spam: false,
      confirmedAt: null,
    })
    const expires = new Date(doc.tokenExpiresAt!).getTime()
    expect(Math.abs(expires - (Date.now() + 7 * 86_400_000))).toBeLessThan(60_000)
    const [mail] = (await queuedMails(payload)).filter((m) =>
      m.dedupeKey.startsWith(`newsletter:${doc.id}:`),
    )
    expect(mail.to).toBe('nora.neu@leser.example')
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung')
    const [token] = await tokensOf(doc.id)
    expect(mail.text).toContain(`${env.SITE_URL}/newsletter-bestaetigung/#token=${token}\n`)
    expect(mail.text).toContain(
      `${env.SITE_URL}/newsletter-bestaetigung/#token=${token}&action=unsubscribe`,
    )

    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ status: 'ok', subscription: 'confirmed' })
    const [after] = await subscriptionsOf('nora.neu@leser.example')
    expect(after).toMatchObject({ subscription: 'confirmed', tokenExpiresAt: null })
    expect(after.confirmedAt).toBeTruthy()
    // The same link again (a second click) keeps it confirmed.
    expect((await confirm(token)).body).toEqual({ status: 'ok', subscription: 'confirmed' })
  })

  it('answers a confirmed address like any other, with neither a new row nor a mail', async () => {
    const message = signUp()
    await subscribe(message)
    const [doc] = await subscriptionsOf(message.email)
    await confirm((await tokensOf(doc.id))[0])
    const mails = (await queuedMails(payload)).length
    expect((await subscribe({ ...message, vorname: 'Fremd' })).body).toEqual({ status: 'ok' })
    expect(await subscriptionsOf(message.email)).toHaveLength(1)
    expect((await subscriptionsOf(message.email))[0]).toMatchObject({
      subscription: 'confirmed',
      vorname: 'Nora',
    })
    expect((await queuedMails(payload)).length).toBe(mails)
  })

  it('mails a pending address a new link on a repeated sign-up; only the newest link works', async () => {
    const message = signUp({
      requestPage: '/en/newsletter/',
      anrede: 'Firma',
      vorname: '',
      nachname: '',
    })
    await subscribe(message)
    await subscribe(message)
    const docs = await subscriptionsOf(message.email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ language: 'en', anrede: 'Firma' })
    const [first, second] = await tokensOf(docs[0].id)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    const [, mail] = await mailsFor(payload, `newsletter:${docs[0].id}:`)
    expect(mail.subject).toBe('Please confirm your newsletter subscription')
    expect(mail.text).toContain(`${env.SITE_URL}/en/newsletter-confirmation/#token=${second}`)
    // The greeting follows the heading; without a name it greets no one in particular.
    expect(mail.text.split('\n\n').slice(0, 2)).toEqual(['Just one more click', 'Hello,'])
    expect((await confirm(first)).status).toBe(404)
    expect((await confirm(second)).body).toEqual({ status: 'ok', subscription: 'confirmed' })
  })

  it('unsubscribes with the same link; a new sign-up starts over with a new link', async () => {
    const message = signUp()
    await subscribe(message)
    const [doc] = await subscriptionsOf(message.email)
    const [token] = await tokensOf(doc.id)
    await confirm(token)
    expect((await confirm(token, 'unsubscribe')).body).toEqual({
      status: 'ok',
      subscription: 'unsubscribed',
    })
    const [gone] = await subscriptionsOf(message.email)
    expect(gone.subscription).toBe('unsubscribed')
    expect(gone.unsubscribedAt).toBeTruthy()
    // An unsubscribed address is not confirmed again by its old link: it has to sign up again.
    expect((await confirm(token)).status).toBe(404)

    await subscribe(message)
    const [again] = await subscriptionsOf(message.email)
    expect(again).toMatchObject({ id: doc.id, subscription: 'pending', unsubscribedAt: null })
    const tokens = await tokensOf(doc.id)
    expect(tokens).toHaveLength(2)
    expect((await confirm(tokens[1])).body).toEqual({ status: 'ok', subscription: 'confirmed' })
  })

  it('refuses an expired or unknown token with 404 and a malformed one with 400', async () => {
    const message = signUp()
    await subscribe(message)
    const [doc] = await subscriptionsOf(message.email)
    await payload.update({
      collection: 'newsletter-subscriptions',
      id: doc.id,
      data: { tokenExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await confirm((await tokensOf(doc.id))[0])
    expect(expired.status).toBe(404)
    expect(expired.body).toEqual({ status: 'error', code: 'invalidToken' })
    expect((await subscriptionsOf(message.email))[0].subscription).toBe('pending')
    expect((await confirm(newToken())).status).toBe(404)
    expect((await confirm(newToken(), 'unsubscribe')).status).toBe(404)
    const malformed = await confirm('too-short')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toEqual({ status: 'error', errors: { token: 'invalidToken' } })
    expect(
      (
        await send(handleNewsletterConfirm, payload, CONFIRM_PATH, {
          message: { token: newToken(), action: 'delete' },
        })
      ).body.errors,
    ).toEqual({ action: 'invalidAction' })
    expect(
      (
        await send(handleNewsletterConfirm, payload, CONFIRM_PATH, {
          message: { token: newToken(), action: 'confirm', email: 'x@y.de' },
        })
      ).body.errors,
    ).toEqual({ email: 'unknownField' })
  })

  it('guards the confirm endpoint like the forms: cross-site 403, rate limit 429', async () => {
    expect((await confirm(newToken(), 'confirm', { Origin: 'https://evil.example' })).status).toBe(
      403,
    )
    process.env.RATE_LIMIT = 'on'
    try {
      for (let i = 0; i < 20; i++) expect((await confirm(newToken())).status).toBe(404)
      const limited = await confirm(newToken())
      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    } finally {
      process.env.RATE_LIMIT = 'off'
    }
  })

  it('keeps a trapped sign-up as spam that no link can confirm', async () => {
    const message = signUp({ video_url: 'filled' })
    expect((await subscribe(message)).body).toEqual({ status: 'ok' })
    const [doc] = await subscriptionsOf(message.email)
    expect(doc).toMatchObject({ spam: true, subscription: 'pending', tokenExpiresAt: null })
    expect(await mailsFor(payload, `newsletter:${doc.id}:`)).toEqual([])
  })

  describe('refuses each rule with 400 naming the field, storing nothing', () => {
    const cases: [string, unknown, string][] = [
      ['anrede', '', 'forms.error.anrede-required'],
      ['anrede', 'Divers', 'forms.error.anrede-required'],
      ['email', '', 'forms.error.email-required'],
      ['email', 'nora@leser', 'forms.error.email-validate'],
      ['vorname', 'N0ra', 'forms.error.vorname-validate'],
      ['datenschutz', false, 'forms.error.datenschutz-required'],
    ]
    refusesEachFieldCase(endpoint, cases)
  })

  describe('shared endpoint rules', () => {
    sharedEndpointRules(endpoint, 5)
  })
})
