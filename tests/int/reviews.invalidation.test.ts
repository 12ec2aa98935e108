import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { getPageJson } from '@/features/pages/content-json'
import { getReviewsJsonLd, getSeminarReviews } from '@/features/reviews/queries'
import { getSeminarSummaries } from '@/features/seminars/queries'
import type { Booking, Review, Seminar } from '@/payload-types'
import { mondayAround } from '@/seed/content/portal/dates'

import { createDatedBooking } from '../helpers/bookings'
import { createLocation, createSeminar, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { settleRefreshes } from '../helpers/tag-cache'

// Like catalogue.invalidation.test.ts: next/cache keeps results by tag with Next's rules, so a view
// that a review's publication does not expire shows a stale rating here.
vi.mock('next/cache', async () => (await import('../helpers/tag-cache')).nextCacheModule)
vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

let payload: Payload
let seminar: Seminar
let booking: Booking
let dateId: number
let customerId: number

type Shown = { card: number | null; json: string; listed: number; jsonLd: unknown }

/** What every public view of the seminar shows of its rating and reviews. */
async function views(): Promise<Shown> {
  const [card] = await getSeminarSummaries('de', { ids: [seminar.id] })
  const page = await getPageJson(seminar.path!)
  return {
    card: card.rating,
    json: (page?.seminar as { seminar_rating_durchschnitt: string }).seminar_rating_durchschnitt,
    listed: (await getSeminarReviews(seminar.id)).length,
    jsonLd: (await getReviewsJsonLd(seminar.id, 'de')).aggregateRating ?? null,
  }
}

/** Every view shows `expected`, read twice (a stale read comes first). */
async function expectViews(expected: Partial<Shown>) {
  for (let read = 0; read < 2; read++) {
    const shown = await views()
    await settleRefreshes()
    expect(shown).toMatchObject(expected)
  }
}

/** Staff in the admin: a real save, so the collection's hooks expire what they must. */
const moderate = (id: number, data: Partial<Review>) =>
  payload.update({ collection: 'reviews', id, data, overrideAccess: true })

async function writeReview(stars: number): Promise<Review> {
  return payload.create({
    collection: 'reviews',
    data: {
      status: 'pending',
      stars,
      text: 'Gute Übungen und eine klare Struktur für den Alltag.',
      showName: false,
      language: 'de',
      seminar: seminar.id,
      seminarDate: dateId,
      attendedUntil: new Date().toISOString(),
      booking: booking.id,
      customer: customerId,
    },
    overrideAccess: true,
  })
}

describe('a review’s moderation reaches every view of the seminar at once', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const topic = await createTopic(payload)
    const location = await createLocation(payload)
    // Alike trainers.test.ts by shape only: each file names its own seminar through the factory.
    seminar = await createSeminar(payload, {
      code: 'FK-101',
      title: 'Führen',
      slug: 'fuehren',
      duration: 1,
      topics: [topic.id],
    })
    const date = await payload.create({
      collection: 'seminar-dates',
      data: {
        seminar: seminar.id,
        location: location.id,
        startDate: mondayAround(30).toISOString(),
        price: 990,
        currency: 'EUR',
        seatsTotal: 12,
        seatsTaken: 1,
      },
      overrideAccess: true,
      context: noRevalidate,
    })
    dateId = date.id
    const contact = {
      anrede: 'Frau' as const,
      vorname: 'Anna',
      nachname: 'K',
      email: 'a@x.example',
    }
    customerId = (
      await payload.create({
        collection: 'customers',
        data: { ...contact, password: 'ein-langes-passwort' },
        context: noRevalidate,
      })
    ).id
    booking = await createDatedBooking(payload, contact, date.id)
  })

  it('a pending review changes nothing; publishing shows it everywhere; rejecting takes it back', async () => {
    const none = { card: null, json: '', listed: 0, jsonLd: null }
    await expectViews(none)
    const review = await writeReview(4)
    await expectViews(none)
    await moderate(review.id, { status: 'published' })
    await expectViews({
      card: 4,
      json: '4',
      listed: 1,
      jsonLd: expect.objectContaining({ ratingValue: 4, ratingCount: 1 }),
    })
    await moderate(review.id, { status: 'rejected', rejectionReason: 'Werbung.' })
    await expectViews(none)
    await moderate(review.id, { status: 'published' })
    await expectViews({ card: 4, listed: 1 })
    await payload.delete({ collection: 'reviews', id: review.id, overrideAccess: true })
    await expectViews(none)
  })
})
