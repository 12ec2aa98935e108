import { DATES_SECTION_ID } from '@/features/seminars/constants'
import type { SeminarDateView } from '@/features/seminars/types'

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

/** A date as the content JSON names it: the book link goes to the seminar's dates section. */
export function seminarDateJson(date: SeminarDateView): SeminarDateJson {
  return {
    id: date.id,
    title: date.seminarTitle,
    seminartermin: { tage: date.period, ort: date.place },
    seminargebuehr: date.priceLabel,
    url: `${date.seminarUrl}#${DATES_SECTION_ID}`,
    freie_plaetze: date.seatsLeft,
  }
}
