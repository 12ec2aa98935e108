import { DATES_SECTION_ID } from './constants'
import type { SeminarDateView } from './types'

/** A place's postal address, as schema.org's Place needs it. */
export type PlaceAddress = { id: number; name: string; street: string; postcode: string; city: string }

export type CourseInput = {
  name: string
  description: string
  code: string
  /** The seminar page's absolute URL. */
  url: string
  rating: number | null
  ratingCount: number | null
  /** The institute (site settings) and its home page. */
  provider: { name: string; url: string }
  dates: SeminarDateView[]
  places: PlaceAddress[]
}

/** 'YYYY-MM-DD' of a stored date in the institute's time zone (stored dates carry a time). */
function isoDay(value: string): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Berlin' }).format(new Date(value))
}

function courseInstance(date: SeminarDateView & { startDate: string }, places: Map<number, PlaceAddress>, url: string) {
  const place = date.locationId ? places.get(date.locationId) : undefined
  return {
    '@type': 'CourseInstance',
    courseMode: 'onsite',
    startDate: isoDay(date.startDate),
    endDate: isoDay(date.endDate ?? date.startDate),
    location: {
      '@type': 'Place',
      name: place?.name ?? date.place,
      address: place
        ? { '@type': 'PostalAddress', streetAddress: place.street, postalCode: place.postcode, addressLocality: place.city }
        : { '@type': 'PostalAddress', addressLocality: date.place },
    },
    offers: {
      '@type': 'Offer',
      price: date.price,
      priceCurrency: date.currency,
      availability: date.seatsLeft > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: `${url}#${DATES_SECTION_ID}`,
    },
  }
}

/**
 * schema.org Course for a seminar page: provider, code, rating (only with a count of ratings)
 * and one CourseInstance per date that has a day; dates given only as text have no instance.
 */
export function courseJsonLd(input: CourseInput): Record<string, unknown> {
  const places = new Map(input.places.map((p) => [p.id, p]))
  const dated = input.dates.filter((d): d is SeminarDateView & { startDate: string } => Boolean(d.startDate))
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name,
    description: input.description,
    courseCode: input.code,
    url: input.url,
    provider: { '@type': 'Organization', name: input.provider.name, url: input.provider.url },
    ...(input.rating && input.ratingCount
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: input.rating, ratingCount: input.ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
    hasCourseInstance: dated.map((d) => courseInstance(d, places, input.url)),
  }
}

/** JSON for a <script type="application/ld+json">: '<' escaped so editor text cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

type TextNode = { type?: unknown; text?: unknown; children?: unknown }

/** Inline elements whose text runs on without a break. */
const INLINE = new Set(['link', 'autolink'])

/** The plain text of Lexical rich text (paragraphs joined by spaces), for descriptions. */
export function richTextToPlain(value: { root?: TextNode } | null | undefined, maxLength = 500): string {
  const parts: string[] = []
  const walk = (node: TextNode) => {
    if (typeof node.text === 'string') parts.push(node.text)
    if (Array.isArray(node.children)) {
      node.children.forEach((child) => walk(child as TextNode))
      if (!INLINE.has(String(node.type))) parts.push(' ')
    }
  }
  if (value?.root) walk(value.root)
  const text = parts.join('').replace(/\s+/g, ' ').trim()
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text
}
