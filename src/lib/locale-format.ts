import { type Locale, TIME_ZONE } from '@/i18n/locales'

import { cachedIntl } from './intl'

// The one place that knows how each language writes money and dates (decision 0023): pages, mails
// and PDFs all format through here, so a price or a date reads the same wherever it appears.

/** Intl's locale per site language: German notation, and British English for English readers. */
export const INTL_LOCALE: Record<Locale, string> = { de: 'de-DE', en: 'en-GB' }

/** Money as the language writes it: '1.490,00 €' / '1.690,00 CHF', '€1,490.00' / 'CHF 1,690.00'. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return cachedIntl(
    `money ${locale} ${currency}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency }),
  ).format(amount)
}

/**
 * A day in the institute's time zone: '03.12.2026' in German; '3 Dec 2026' in English, where the
 * month's name keeps day and month apart for British and American readers alike.
 */
export function formatDate(value: string | Date, locale: Locale): string {
  const date = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(date.getTime())) return ''
  return cachedIntl(`date ${locale}`, () =>
    locale === 'de'
      ? new Intl.DateTimeFormat('de-DE', {
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          timeZone: TIME_ZONE,
        })
      : new Intl.DateTimeFormat('en-GB', {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: TIME_ZONE,
        }),
  ).format(date)
}

/**
 * First and last day: '03.12.2026 – 04.12.2026' / '3 Dec 2026 – 4 Dec 2026'; one day alone when
 * both are the same day or there is no last day.
 */
export function formatDateRange(
  start: string | Date,
  end: string | Date | null | undefined,
  locale: Locale,
): string {
  const first = formatDate(start, locale)
  const last = end ? formatDate(end, locale) : first
  return last && last !== first ? `${first} – ${last}` : first
}
