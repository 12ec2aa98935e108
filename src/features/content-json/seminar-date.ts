import { DATES_SECTION_ID } from '@/features/seminars/constants'
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
}

/**
 * A date as the content JSON names it: the book link goes to the seminar's dates section. Days and
 * fee keep the contract's German notation in both languages (DD.MM.YYYY, '1.490,00 €'); only pages,
 * mails and PDFs write English formats.
 */
export function seminarDateJson(date: SeminarDateView): SeminarDateJson {
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
  }
}
