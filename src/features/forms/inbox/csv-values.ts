import type { PayloadRequest } from 'payload'

import { cachedIntl } from '@/lib/intl'

/**
 * How an inbox export writes values for the staff member who downloads it: in the language they
 * use the admin in, as the admin shows them (option labels, not stored codes;
 * docs/behaviour/roles.md#staff). Pure, so the field tables the browser loads may use it.
 */

export type Language = 'de' | 'en'
type Label = Record<Language, string>

/**
 * The staff member's admin language. Payload picks it per request from the `payload-lng` cookie
 * (set when they switch the language in their account) or else the browser's Accept-Language, and
 * the admin renders itself with the same choice; the export link is a same-origin request that
 * carries both, so the file comes in the language the admin showed. German unless English.
 */
export const staffLanguage = (req: Pick<PayloadRequest, 'i18n'>): Language =>
  req.i18n?.language === 'en' ? 'en' : 'de'

// en-GB: day before month like the German dates, so one file reads alike in both languages.
const DATE_LOCALES: Record<Language, string> = { de: 'de-DE', en: 'en-GB' }

/** A moment as Berlin time: '02.03.2026, 10:30' (de) or '02/03/2026, 10:30' (en). */
export function csvDateTime(iso: unknown, language: Language): string {
  if (typeof iso !== 'string' || iso === '') return ''
  const format = cachedIntl(
    `csv moment ${language}`,
    () =>
      new Intl.DateTimeFormat(DATE_LOCALES[language], {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Berlin',
      }),
  )
  return format.format(new Date(iso))
}

/** A ticked box as 'Ja'/'Nein' or 'Yes'/'No'. */
export const csvYesNo = (value: unknown, language: Language): string =>
  value ? (language === 'de' ? 'Ja' : 'Yes') : language === 'de' ? 'Nein' : 'No'

/** A select's stored value as its option's label; a value without a (translated) label as is. */
export function csvOption(
  options: readonly { value: string; label: string | Label }[],
  value: unknown,
  language: Language,
): string {
  if (value === null || value === undefined || value === '') return ''
  const label = options.find((option) => option.value === value)?.label
  if (label === undefined) return String(value)
  return typeof label === 'string' ? label : label[language]
}
