import type { Locale } from '@/i18n/locales'
import { parseLocaleAndId } from '@/lib/locale-id-path'

/** Where the portal serves a booking's confirmation PDF. */
export const bookingPdfPath = (locale: Locale, bookingId: number): string =>
  `/api/kundenportal/bestaetigung/${locale}/${bookingId}/`

/** The language and id of a request's path segments; null for anything else. */
export function parseBookingPdfParts(parts: unknown): { locale: Locale; bookingId: number } | null {
  const parsed = parseLocaleAndId(parts)
  return parsed && { locale: parsed.locale, bookingId: parsed.id }
}
