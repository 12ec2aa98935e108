import { type DateFormat, DATES_SECTION_ID } from '@/features/seminars/constants'
import { formatPeriod } from '@/features/seminars/format'
import type { SeminarDateView } from '@/features/seminars/types'
import { formatMoney } from '@/lib/locale-format'

/** A seminar date item (docs/behaviour/entities.md#seminar-date-item). */
export type SeminarDateJson = {
  id: number
  title: string
  seminartermin: { tage: string; ort: string }
  seminargebuehr: string
  url: string
  /** This site's addition: seats still free. */
  freie_plaetze: number
  /** This site's addition: in person, live online or blended. */
  format: DateFormat
  /** This site's addition: how an online or blended date runs; empty for one in person. */
  online_hinweis: string
}

/**
 * A date as the content JSON names it: the book link goes to the seminar's dates section. Days and
 * fee keep the contract's German notation in both languages (DD.MM.YYYY, '1.490,00 €'); only pages,
 * mails and PDFs write English formats. An online or blended date without a note of its own takes
 * `siteNote` (the site settings' note, where the caller has it).
 */
export function seminarDateJson(date: SeminarDateView, siteNote?: string | null): SeminarDateJson {
  return {
    id: date.id,
    title: date.seminarTitle,
    seminartermin: {
      tage: date.startDate ? formatPeriod(date, 'de') : date.period,
      ort: date.place,
    },
    seminargebuehr: formatMoney(date.price, date.currency, 'de'),
    url: `${date.seminarUrl}#${DATES_SECTION_ID}`,
    freie_plaetze: date.seatsLeft,
    format: date.format,
    online_hinweis: date.format === 'in_person' ? '' : (date.onlineNote ?? siteNote ?? ''),
  }
}
