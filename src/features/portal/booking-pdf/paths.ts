import { isLocale, type Locale } from '@/i18n/locales'

/** Where the portal serves a booking's confirmation PDF. */
export const bookingPdfPath = (locale: Locale, bookingId: number): string =>
  `/api/kundenportal/bestaetigung/${locale}/${bookingId}/`

/** The language and booking id of a request's path segments; null for anything else. */
export function parseBookingPdfParts(parts: unknown): { locale: Locale; bookingId: number } | null {
  if (!Array.isArray(parts) || parts.length !== 2) return null
  const [locale, id] = parts
  if (!isLocale(locale) || typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return null
  return { locale, bookingId: Number(id) }
}
