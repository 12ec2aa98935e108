import { formatRating, parseRating } from '@/lib/rating'
import type { KundenstimmenBlock } from '@/payload-types'

type Row = KundenstimmenBlock['main_block_kundenstimmen'][number]

/** A testimonial (docs/behaviour/entities.md#block-fields, kundenstimmen). */
export type TestimonialJson = {
  kundenstimme_id: string
  kundenstimme_zitat: string
  /** Name and role, separated by a comma and a space. */
  kundenstimme_zitatgeber: string
  /** This site's additions: the rating with a decimal comma (or empty) and the dialog's text. */
  kundenstimme_bewertung: string
  kundenstimme_info: string
}

/** A testimonial row; without the editor's identifier, the row's id identifies it. */
export function testimonialJson(row: Row): TestimonialJson {
  const rating = parseRating(row.kundenstimme_bewertung)
  return {
    kundenstimme_id: row.kundenstimme_id || row.id || '',
    kundenstimme_zitat: row.kundenstimme_zitat,
    kundenstimme_zitatgeber: row.kundenstimme_zitatgeber,
    kundenstimme_bewertung: rating === null ? '' : formatRating(rating, 'de'),
    kundenstimme_info: row.kundenstimme_info ?? '',
  }
}
