import type { Locale } from '@/i18n/locales'
import { parseLocaleAndId } from '@/lib/locale-id-path'

/** Where a seminar's information sheet (PDF) is served. */
export const infoSheetPath = (locale: Locale, seminarId: number): string =>
  `/api/seminare/infoblatt/${locale}/${seminarId}/`

/** The language and id of a request's path segments; null for anything else. */
export function parseInfoSheetParts(parts: unknown): { locale: Locale; seminarId: number } | null {
  const parsed = parseLocaleAndId(parts)
  return parsed && { locale: parsed.locale, seminarId: parsed.id }
}
