import type { SeminarSummary } from '@/features/seminars/types'
import { formatRating } from '@/lib/rating'

import { type SeminarDateJson, seminarDateJson } from './seminar-date'

/** The seminar fields of docs/behaviour/entities.md#seminar, plus this site's code. */
export type SeminarJson = {
  seminar_id: number
  seminar_code: string
  seminar_titel: string
  seminar_untertitel: string
  /**
   * The average of the published verified reviews with a decimal comma in both languages ('4,8');
   * empty without any.
   */
  seminar_rating_durchschnitt: string
  seminar_url: string
}

type SeminarSource = {
  id: number
  code: string
  title: string
  subtitle?: string | null
  /** The average of the published reviews (features/reviews), null without any. */
  rating: number | null
  url: string
}

/** A seminar in the content JSON's names. */
export function seminarJson(seminar: SeminarSource): SeminarJson {
  return {
    seminar_id: seminar.id,
    seminar_code: seminar.code,
    seminar_titel: seminar.title,
    seminar_untertitel: seminar.subtitle ?? '',
    seminar_rating_durchschnitt:
      typeof seminar.rating === 'number' ? formatRating(seminar.rating, 'de') : '',
    seminar_url: seminar.url,
  }
}

/** A seminar card (the seminare block): the seminar, its length and its next bookable date. */
export function seminarCardJson(summary: SeminarSummary): SeminarJson & {
  seminar_dauer: number
  seminar_naechster_termin: SeminarDateJson | null
} {
  return {
    ...seminarJson(summary),
    seminar_dauer: summary.duration,
    seminar_naechster_termin: summary.nextDate ? seminarDateJson(summary.nextDate) : null,
  }
}
