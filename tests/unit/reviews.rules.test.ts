import { describe, expect, it } from 'vitest'

import { authorName } from '@/features/reviews/author'
import { reviewableVisits } from '@/features/reviews/eligibility'
import { reviewsJsonLd } from '@/features/reviews/jsonld'
import type { PublishedReview } from '@/features/reviews/queries'
import { summarise, summariseBySeminar } from '@/features/reviews/rating'

import { completedItem, portalItem, portalModule, programmeItem } from '../helpers/portal-items'

const today = new Date('2026-06-01T00:00:00.000Z')

describe('which dates a customer may review', () => {
  it('dates that have ended in bookings not cancelled, latest first; each module of a programme', () => {
    const visits = reviewableVisits(
      [
        completedItem('a', { bookingId: 1, dateId: 11, seminarId: 5 }),
        // Confirmed by nobody yet, but held and over: the customer attended.
        completedItem('b', {
          bookingId: 2,
          dateId: 12,
          seminarId: 6,
          status: 'requested',
          end: '2026-05-20T00:00:00.000Z',
        }),
        programmeItem('c', {
          bookingId: 3,
          modules: [
            { ...portalModule('m1', true, '2026-04-01T00:00:00.000Z'), dateId: 21, seminarId: 7 },
            { ...portalModule('m2', false, '2026-09-01T00:00:00.000Z'), dateId: 22, seminarId: 8 },
          ],
        }),
      ],
      today,
    )
    expect(visits.map((v) => [v.bookingId, v.dateId, v.seminarId])).toEqual([
      [2, 12, 6],
      [3, 21, 7],
      [1, 11, 5],
    ])
  })

  it('nothing cancelled, nothing still to come, nothing without a date or seminar', () => {
    const visits = reviewableVisits(
      [
        completedItem('cancelled', { dateId: 1, seminarId: 5, status: 'cancelled' }),
        portalItem('upcoming', { dateId: 2, seminarId: 5, end: '2026-06-03T00:00:00.000Z' }),
        // The last day is today: over only from tomorrow.
        completedItem('today', { dateId: 3, seminarId: 5, end: today.toISOString() }),
        completedItem('text-only', { dateId: 4, seminarId: 5, end: null }),
        completedItem('seminar-gone', { dateId: 5, seminarId: null }),
        completedItem('date-gone', { dateId: null, seminarId: 5 }),
      ],
      today,
    )
    expect(visits).toEqual([])
  })
})

describe('a seminar’s rating', () => {
  it('is the average of the stars with one decimal, and their number', () => {
    expect(summarise([5, 4, 4])).toEqual({ average: 4.3, count: 3 })
    expect(summarise([])).toBeNull()
    expect(
      summariseBySeminar([
        { seminar: 1, stars: 5 },
        { seminar: { id: 1 }, stars: 2 },
        { seminar: 2, stars: 4 },
        { seminar: null, stars: 1 },
      ]),
    ).toEqual({ 1: { average: 3.5, count: 2 }, 2: { average: 4, count: 1 } })
  })

  it('names authors by first name and initial only', () => {
    expect(authorName({ vorname: 'Anna', nachname: 'krause' })).toBe('Anna K.')
    expect(authorName({ vorname: ' Özlem ', nachname: 'Ünal' })).toBe('Özlem Ü.')
    expect(authorName({ vorname: 'Kai', nachname: '' })).toBe('Kai')
  })
})

describe('structured data of the reviews', () => {
  const review = (id: number, overrides: Partial<PublishedReview> = {}): PublishedReview => ({
    id,
    stars: 5,
    text: `Text ${id}`,
    authorName: 'Anna K.',
    language: 'de',
    writtenAt: '2026-03-14T10:00:00.000Z',
    attendedUntil: '2026-03-10T00:00:00.000Z',
    ...overrides,
  })

  it('has nothing without published reviews', () => {
    expect(reviewsJsonLd(null, [], 'Anonym')).toEqual({})
  })

  it('gives the average and each review with its stars, author (or anonymous) and day', () => {
    const data = reviewsJsonLd(
      { average: 4.5, count: 2 },
      [review(1), review(2, { stars: 4, authorName: null, language: 'en' })],
      'Anonym',
    )
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    })
    expect(data.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Anna K.' },
        datePublished: '2026-03-14',
        reviewBody: 'Text 1',
      }),
      expect.objectContaining({ author: { '@type': 'Person', name: 'Anonym' }, inLanguage: 'en' }),
    ])
  })

  it('lists at most the ten newest reviews', () => {
    const many = Array.from({ length: 14 }, (_, i) => review(i + 1))
    const data = reviewsJsonLd({ average: 5, count: 14 }, many, 'Anonym')
    expect(data.review).toHaveLength(10)
  })
})
