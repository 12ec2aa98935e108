import type { PublikationenBlock } from '@/payload-types'

type Row = PublikationenBlock['main_block_publikationen'][number]

/** A publication (docs/behaviour/entities.md#publication-and-timeline-entry): author and title. */
export type PublicationJson = {
  _id: string
  main_block_publikation_verfasser: string
  main_block_publikation_titel: string
}

/** A publication row; the row's id becomes `_id`. */
export function publicationJson(row: Row): PublicationJson {
  return {
    _id: row.id ?? '',
    main_block_publikation_verfasser: row.main_block_publikation_verfasser,
    main_block_publikation_titel: row.main_block_publikation_titel,
  }
}
