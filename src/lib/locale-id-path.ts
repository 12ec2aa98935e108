import { MAX_ID } from '@/features/forms/fields'
import { isLocale, type Locale } from '@/i18n/locales'

/**
 * The `<lang>/<id>` path segments of a download route (booking PDF, information sheet); null for
 * anything else. The id stays within the database's integer column: a larger one failed the
 * query on PostgreSQL (a 500, issue 28).
 */
export function parseLocaleAndId(parts: unknown): { locale: Locale; id: number } | null {
  if (!Array.isArray(parts) || parts.length !== 2) return null
  const [locale, id] = parts
  if (!isLocale(locale) || typeof id !== 'string' || !/^[1-9]\d{0,9}$/.test(id)) return null
  return Number(id) <= MAX_ID ? { locale, id: Number(id) } : null
}
