import { describe, expect, it } from 'vitest'

import {
  courseJsonLd,
  type CourseInput,
  richTextToPlain,
  serializeJsonLd,
} from '@/features/seminars/jsonld'
import type { SeminarDateView } from '@/features/seminars/types'

import { seminarDateView } from './fixtures/seminar-date-view'

const date = (overrides: Partial<SeminarDateView>) =>
  seminarDateView({ seatsLeft: 5, ...overrides })

const input: CourseInput = {
  name: 'Führen in Veränderung',
  description: 'Wie Führungskräfte ihr Team sicher durch Umbrüche bringen.',
  code: 'FK-101',
  url: 'https://example.org/seminare/fuehren-in-veraenderung/',
  image: 'https://example.org/api/media/file/room-1200x750.jpg',
  reviews: { aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 37 } },
  provider: { name: 'Institut für Führung Münster', url: 'https://example.org/' },
  dates: [
    date({}),
    date({
      id: 2,
      startDate: '2027-02-09T23:00:00.000Z',
      endDate: null,
      locationId: 9,
      place: 'Zürich',
      price: 1690,
      currency: 'CHF',
      seatsLeft: 0,
    }),
    date({ id: 3, startDate: null, endDate: null, period: 'nach Vereinbarung', days: null }),
  ],
  places: [
    {
      id: 4,
      name: 'Tagungszentrum am Aasee',
      street: 'Annette-Allee 1',
      postcode: '48149',
      city: 'Münster',
    },
  ],
}

describe('Course structured data', () => {
  it('names the course, its code and the institute as provider', () => {
    const course = courseJsonLd(input)
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Führen in Veränderung',
      courseCode: 'FK-101',
      provider: { '@type': 'Organization', name: 'Institut für Führung Münster' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, ratingCount: 37 },
    })
  })

  it('has one instance per date with a day: an Event with days in Berlin time, place, organiser and offer', () => {
    const instances = courseJsonLd(input).hasCourseInstance as Record<string, unknown>[]
    expect(instances).toHaveLength(2)
    expect(instances[0]).toEqual({
      '@type': 'CourseInstance',
      name: 'Führen in Veränderung',
      description: 'Wie Führungskräfte ihr Team sicher durch Umbrüche bringen.',
      image: 'https://example.org/api/media/file/room-1200x750.jpg',
      courseMode: 'onsite',
      courseWorkload: 'P2D',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      startDate: '2026-12-03',
      endDate: '2026-12-04',
      location: {
        '@type': 'Place',
        name: 'Tagungszentrum am Aasee',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Annette-Allee 1',
          postalCode: '48149',
          addressLocality: 'Münster',
        },
      },
      organizer: {
        '@type': 'Organization',
        name: 'Institut für Führung Münster',
        url: 'https://example.org/',
      },
      offers: {
        '@type': 'Offer',
        price: 1490,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'https://example.org/seminare/fuehren-in-veraenderung/#seminar-detail-section-termine',
      },
    })
    expect(instances[1]).toMatchObject({
      startDate: '2027-02-10',
      endDate: '2027-02-10',
      location: { name: 'Zürich', address: { addressLocality: 'Zürich' } },
      offers: { price: 1690, priceCurrency: 'CHF', availability: 'https://schema.org/SoldOut' },
    })
  })

  it('reports nearly full dates as limited availability', () => {
    const course = courseJsonLd({
      ...input,
      dates: [date({ seatsLeft: 3 }), date({ id: 4, seatsLeft: 4 })],
    })
    const availability = (course.hasCourseInstance as { offers: { availability: string } }[]).map(
      (i) => i.offers.availability,
    )
    expect(availability).toEqual([
      'https://schema.org/LimitedAvailability',
      'https://schema.org/InStock',
    ])
  })

  it('offers the course from its lowest price in each currency', () => {
    const course = courseJsonLd({ ...input, dates: [...input.dates, date({ id: 5, price: 1290 })] })
    expect(course.offers).toEqual([
      { '@type': 'Offer', category: 'Paid', price: 1290, priceCurrency: 'EUR' },
      { '@type': 'Offer', category: 'Paid', price: 1690, priceCurrency: 'CHF' },
    ])
    expect(courseJsonLd({ ...input, dates: [] })).not.toHaveProperty('offers')
  })

  it('leaves rating and reviews out when the seminar has no published reviews', () => {
    const course = courseJsonLd({ ...input, reviews: {} })
    expect(course).not.toHaveProperty('aggregateRating')
    expect(course).not.toHaveProperty('review')
  })

  it('cannot end its script tag, whatever editors write', () => {
    const json = serializeJsonLd(
      courseJsonLd({ ...input, name: '</script><script>alert(1)</script>' }),
    )
    expect(json).not.toContain('<')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })

  it('turns rich text into one line of plain text', () => {
    const paragraph = (...children: object[]) => ({ type: 'paragraph', children })
    const richText = {
      root: {
        type: 'root',
        children: [
          paragraph(
            { type: 'text', text: 'Erster Absatz mit ' },
            { type: 'link', children: [{ type: 'text', text: 'Link' }] },
            { type: 'text', text: '.' },
          ),
          paragraph({ type: 'text', text: 'Zweiter Absatz.' }),
        ],
      },
    }
    expect(richTextToPlain(richText)).toBe('Erster Absatz mit Link. Zweiter Absatz.')
    expect(richTextToPlain(richText, 10)).toBe('Erster Ab…')
    expect(richTextToPlain(null)).toBe('')
  })
})
