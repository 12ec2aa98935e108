import type { Currency, DateFormat } from './constants'

/** A seminar date as components and the JSON endpoints use it: plain, formatted, localized. */
export type SeminarDateView = {
  id: number
  seminarId: number
  seminarCode: string
  seminarTitle: string
  /** The seminar page's URL in the visitor's language (without fragment). */
  seminarUrl: string
  startDate: string | null
  endDate: string | null
  /** '03.12.2026 – 04.12.2026' in the reader's language, or the editor's text without a day. */
  period: string
  /** Days spanned; null for text-only dates. */
  days: number | null
  /** In person, live online or blended. */
  format: DateFormat
  /** The date's own note on how it runs online (online and blended only); else the site's. */
  onlineNote: string | null
  /** Null for an online date, which has no place. */
  locationId: number | null
  /** The place's city or name; 'Online' for an online date. */
  place: string
  price: number
  currency: Currency
  /** '1.490,00 €' / '€1,490.00' */
  priceLabel: string
  seatsLeft: number
  seatsTotal: number
}

/** A seminar as cards and lists show it. */
export type SeminarSummary = {
  id: number
  code: string
  title: string
  subtitle: string | null
  /** The average of the published verified reviews (features/reviews), null without any. */
  rating: number | null
  ratingCount: number
  url: string
  duration: number
  topicIds: number[]
  /** The next bookable date, if any. */
  nextDate: SeminarDateView | null
}
