import { isLocale, type Locale } from '@/i18n/locales'

/** Where a seminar's information sheet (PDF) is served. */
export const infoSheetPath = (locale: Locale, seminarId: number): string =>
  `/api/seminare/infoblatt/${locale}/${seminarId}/`

/** The language and seminar id of a request's path segments; null for anything else. */
export function parseInfoSheetParts(parts: unknown): { locale: Locale; seminarId: number } | null {
  if (!Array.isArray(parts) || parts.length !== 2) return null
  const [locale, id] = parts
  if (!isLocale(locale) || typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return null
  return { locale, seminarId: Number(id) }
}
