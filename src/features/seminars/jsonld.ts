import { DATES_SECTION_ID, FEW_SEATS_LEFT, ONLINE_PLACE } from './constants'
import type { SeminarDateView } from './types'

/** A place's postal address (schema.org's Place, the dates' venue lines) and its maps links. */
export type PlaceAddress = {
  id: number
  name: string
  /** "Speicher B, Eingang Hafenseite": the part of the address before the street, if any. */
  addition: string | null
  street: string
  postcode: string
  city: string
  /** The page of an external map with the place (the editor's link, else a search). */
  mapsLink: string
  /** The map to embed, loaded only after the visitor's consent to maps. */
  mapsEmbedUrl: string
}

/** What a schema.org Place needs of a venue. */
type JsonLdPlace = Pick<PlaceAddress, 'id' | 'name' | 'street' | 'postcode' | 'city'>

export type CourseInput = {
  name: string
  description: string
  code: string
  /** The seminar page's absolute URL. */
  url: string
  /** The seminar's image as an absolute URL, if it has one. */
  image?: string | null
  /** `aggregateRating` and `review` from published verified reviews (features/reviews/jsonld.ts). */
  reviews: Record<string, unknown>
  /** The institute (site settings) and its home page. */
  provider: { name: string; url: string }
  dates: SeminarDateView[]
  places: JsonLdPlace[]
}

const SCHEMA = 'https://schema.org/'

/** 'YYYY-MM-DD' of a stored date in the institute's time zone (stored dates carry a time). */
function isoDay(value: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(value))
}

/**
 * Seats as schema.org availability: sold out, nearly full (the same threshold the date list shows),
 * or open.
 */
function availability(seatsLeft: number): string {
  if (seatsLeft <= 0) return `${SCHEMA}SoldOut`
  return `${SCHEMA}${seatsLeft <= FEW_SEATS_LEFT ? 'LimitedAvailability' : 'InStock'}`
}

/** schema.org's attendance modes and course modes of a date's format. */
const ATTENDANCE = {
  in_person: { courseMode: 'onsite', mode: 'OfflineEventAttendanceMode' },
  online: { courseMode: 'online', mode: 'OnlineEventAttendanceMode' },
  blended: { courseMode: 'blended', mode: 'MixedEventAttendanceMode' },
} as const

const VIRTUAL_LOCATION = { '@type': 'VirtualLocation', name: ONLINE_PLACE }

function location(date: SeminarDateView, place: JsonLdPlace | undefined) {
  if (date.format === 'online') return VIRTUAL_LOCATION
  const physical = {
    '@type': 'Place',
    name: place?.name ?? date.place,
    address: place
      ? {
          '@type': 'PostalAddress',
          streetAddress: place.street,
          postalCode: place.postcode,
          addressLocality: place.city,
        }
      : { '@type': 'PostalAddress', addressLocality: date.place },
  }
  return date.format === 'blended' ? [physical, VIRTUAL_LOCATION] : physical
}

type DatedView = SeminarDateView & { startDate: string }

/**
 * One date as a CourseInstance, which schema.org derives from Event: so it carries the Event fields
 * too.
 */
function courseInstance(date: DatedView, places: Map<number, JsonLdPlace>, input: CourseInput) {
  const organizer = { '@type': 'Organization', name: input.provider.name, url: input.provider.url }
  return {
    '@type': 'CourseInstance',
    name: input.name,
    description: input.description,
    ...(input.image ? { image: input.image } : {}),
    courseMode: ATTENDANCE[date.format].courseMode,
    ...(date.days ? { courseWorkload: `P${date.days}D` } : {}),
    eventAttendanceMode: `${SCHEMA}${ATTENDANCE[date.format].mode}`,
    eventStatus: `${SCHEMA}EventScheduled`,
    startDate: isoDay(date.startDate),
    endDate: isoDay(date.endDate ?? date.startDate),
    location: location(date, date.locationId ? places.get(date.locationId) : undefined),
    organizer,
    offers: {
      '@type': 'Offer',
      price: date.price,
      priceCurrency: date.currency,
      availability: availability(date.seatsLeft),
      url: `${input.url}#${DATES_SECTION_ID}`,
    },
  }
}

/** The course's starting price in each currency it is offered in (a paid course). */
function courseOffers(dates: DatedView[]) {
  const lowest = new Map<string, number>()
  for (const d of dates)
    lowest.set(d.currency, Math.min(d.price, lowest.get(d.currency) ?? Infinity))
  return [...lowest].map(([currency, price]) => ({
    '@type': 'Offer',
    category: 'Paid',
    price,
    priceCurrency: currency,
  }))
}

/**
 * schema.org Course for a seminar page: provider, code, rating and reviews (only published ones),
 * starting prices, and one CourseInstance per date that has a day; dates given only as text have
 * no instance.
 */
export function courseJsonLd(input: CourseInput): Record<string, unknown> {
  const places = new Map(input.places.map((p) => [p.id, p]))
  const dated = input.dates.filter((d): d is DatedView => Boolean(d.startDate))
  const offers = courseOffers(dated)
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: input.name,
    description: input.description,
    courseCode: input.code,
    url: input.url,
    ...(input.image ? { image: input.image } : {}),
    provider: { '@type': 'Organization', name: input.provider.name, url: input.provider.url },
    ...input.reviews,
    ...(offers.length ? { offers } : {}),
    hasCourseInstance: dated.map((d) => courseInstance(d, places, input)),
  }
}

/**
 * JSON for a <script type="application/ld+json">: '<' escaped so editor text cannot close the tag.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

type TextNode = { type?: unknown; text?: unknown; children?: unknown }

/** Inline elements whose text runs on without a break. */
const INLINE = new Set(['link', 'autolink'])

/** The plain text of Lexical rich text (paragraphs joined by spaces), for descriptions. */
export function richTextToPlain(
  value: { root?: TextNode } | null | undefined,
  maxLength = 500,
): string {
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
