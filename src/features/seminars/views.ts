import { type Locale, localizedUrl } from '@/i18n/locales'
import { formatMoney } from '@/lib/locale-format'
import { relationId } from '@/lib/relations'
import type { RatingSummary } from '@/features/reviews/rating'
import type { Location, Seminar, SeminarDate } from '@/payload-types'

import { type Currency, type DateFormat, ONLINE_PLACE } from './constants'
import { formatPeriod, placeName, seatsLeft, spanDays } from './format'
import type { PlaceAddress } from './jsonld'
import type { SeminarDateView, SeminarSummary } from './types'

/** What a date names as its place: 'Online' for an online date, else the place's city or name. */
export function placeOfDate(
  date: Pick<SeminarDate, 'format'>,
  location: Pick<Location, 'standort_ort' | 'standort_titel'> | null,
): string {
  return date.format === 'online' ? ONLINE_PLACE : placeName(location)
}

/**
 * The venue of an in-person or blended date, from the places read for the page; null for an
 * online date, a date without a place, or a place not published.
 */
export function venueOfDate(
  date: Pick<SeminarDateView, 'format' | 'locationId'>,
  places: ReadonlyMap<number, PlaceAddress>,
): PlaceAddress | null {
  if (date.format === 'online' || date.locationId === null) return null
  return places.get(date.locationId) ?? null
}

/** A venue's address as it is written: address addition, street, then postcode and city. */
export function venueAddressLines(
  place: Pick<PlaceAddress, 'addition' | 'street' | 'postcode' | 'city'>,
): string[] {
  return [place.addition, place.street, `${place.postcode} ${place.city}`.trim()].filter(
    (line): line is string => Boolean(line?.trim()),
  )
}

/** A stored date (seminar and place populated) as the plain view components and JSON use. */
export function toDateView(
  date: SeminarDate & { seminar: Seminar },
  locale: Locale,
): SeminarDateView {
  const location = typeof date.location === 'object' ? (date.location as Location | null) : null
  const currency = (date.currency ?? 'EUR') as Currency
  const online = date.format === 'online'
  return {
    id: date.id,
    seminarId: date.seminar.id,
    seminarCode: date.seminar.code,
    seminarTitle: date.seminar.title,
    seminarUrl: localizedUrl(locale, date.seminar.path ?? '/'),
    startDate: date.startDate ?? null,
    endDate: date.endDate ?? null,
    period: formatPeriod(date, locale),
    days: date.startDate ? spanDays(date.startDate, date.endDate) : null,
    format: (date.format ?? 'in_person') as DateFormat,
    onlineNote: date.format === 'in_person' ? null : date.onlineNote?.trim() || null,
    locationId: online ? null : (location?.id ?? relationId(date.location as number | null)),
    place: placeOfDate(date, location),
    price: date.price,
    currency,
    priceLabel: formatMoney(date.price, currency, locale),
    seatsLeft: seatsLeft(date.seatsTotal, date.seatsTaken),
    seatsTotal: date.seatsTotal,
  }
}

/** A seminar as a card shows it, with the rating of its published reviews (null without any). */
export function toSeminarSummary(
  seminar: Seminar,
  locale: Locale,
  nextDate: SeminarDateView | null,
  rating: RatingSummary | null = null,
): SeminarSummary {
  return {
    id: seminar.id,
    code: seminar.code,
    title: seminar.title,
    subtitle: seminar.subtitle ?? null,
    rating: rating?.average ?? null,
    ratingCount: rating?.count ?? 0,
    url: localizedUrl(locale, seminar.path ?? '/'),
    duration: seminar.duration,
    topicIds: (seminar.topics ?? [])
      .map((t) => relationId(t))
      .filter((id): id is number => id !== null),
    nextDate,
  }
}
