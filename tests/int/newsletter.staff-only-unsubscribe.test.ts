import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { applyToken } from '@/features/newsletter/server/subscriptions'
import { hashToken, newToken } from '@/lib/tokens'
import type { NewsletterSubscription, User } from '@/payload-types'

import { createStaff } from '../helpers/accounts'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { cookieFrom, rest } from '../helpers/rest'

let payload: Payload
let staff: User
let staffCookie: string

const asStaff = () => ({ user: staff, overrideAccess: false, context: noRevalidate }) as const
const BY_HAND =
  'Von Hand lässt sich eine Anmeldung nur abmelden. Bestätigen kann sie nur die Person selbst über den Link in der Bestätigungsmail (Double-Opt-in).'

/** A subscription as the sign-up endpoint leaves it, with the token of its mailed link. */
async function signedUp(subscription: NewsletterSubscription['subscription'] = 'pending') {
  const token = newToken()
  const doc = await payload.create({
    collection: 'newsletter-subscriptions',
    data: {
      email: `${newToken()}@leser.example`,
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      subscription,
      language: 'de',
    },
    overrideAccess: true,
    context: noRevalidate,
  })
  return { doc, token }
}

const stored = async (id: number) =>
  payload.findByID({ collection: 'newsletter-subscriptions', id, overrideAccess: true })

/** The field messages of a refused save. */
async function refusal(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise
  } catch (error) {
    return ((error as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map(
      (field) => field.message,
    )
  }
  throw new Error('expected the save to be refused')
}

describe('newsletter subscriptions by hand', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'newsletter-staff@example.com')
    staffCookie = cookieFrom(
      await rest('POST', '/api/users/login/', {
        body: { email: 'newsletter-staff@example.com', password: 'a-long-password-1' },
      }),
    )
  })

  it('cannot be confirmed by staff, neither in the admin nor over REST; nothing changes', async () => {
    const { doc } = await signedUp()
    // Alike the refusals in the pages and portal tests by shape only: each asserts its own refusal.
    expect(
      await refusal(
        payload.update({
          collection: 'newsletter-subscriptions',
          id: doc.id,
          data: { subscription: 'confirmed' },
          ...asStaff(),
        }),
      ),
    ).toEqual([BY_HAND])

    const answer = await rest('PATCH', `/api/newsletter-subscriptions/${doc.id}/`, {
      cookie: staffCookie,
      body: { subscription: 'confirmed' },
    })
    expect(answer.status).toBe(400)
    expect(JSON.stringify(await answer.json())).toContain(
      'Von Hand lässt sich eine Anmeldung nur abmelden.',
    )
    expect(await stored(doc.id)).toMatchObject({ subscription: 'pending', confirmedAt: null })
  })

  it('cannot be put back to pending either, and says so in English to an English-speaking editor', async () => {
    const { doc } = await signedUp('unsubscribed')
    const messages = await refusal(
      payload.update({
        collection: 'newsletter-subscriptions',
        id: doc.id,
        data: { subscription: 'pending' },
        ...asStaff(),
        req: { i18n: { language: 'en' } } as Partial<PayloadRequest>,
      }),
    )
    expect(messages).toEqual([
      'By hand a subscription can only be unsubscribed. Only the person can confirm it, through the link in the confirmation mail (double opt-in).',
    ])
  })

  it('can be unsubscribed by staff, dated, and its link no longer confirms it', async () => {
    const { doc, token } = await signedUp()
    const before = Date.now()
    const updated = await payload.update({
      collection: 'newsletter-subscriptions',
      id: doc.id,
      data: { subscription: 'unsubscribed' },
      ...asStaff(),
    })
    expect(updated.subscription).toBe('unsubscribed')
    expect(new Date(updated.unsubscribedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(updated.tokenExpiresAt).toBeNull()
    expect(await applyToken(payload, { payload } as PayloadRequest, token, 'confirm')).toBeNull()

    // Other edits that leave the status alone still work.
    const { doc: confirmed } = await signedUp('confirmed')
    const renamed = await payload.update({
      collection: 'newsletter-subscriptions',
      id: confirmed.id,
      data: { vorname: 'Nora' },
      ...asStaff(),
    })
    expect(renamed).toMatchObject({ subscription: 'confirmed', vorname: 'Nora' })
  })

  it('is still confirmed by the person through the mailed link (double opt-in), with its date', async () => {
    const { doc, token } = await signedUp()
    expect(await applyToken(payload, { payload } as PayloadRequest, token, 'confirm')).toBe(
      'confirmed',
    )
    const after = await stored(doc.id)
    expect(after.subscription).toBe('confirmed')
    expect(after.confirmedAt).toBeTruthy()
  })
})
