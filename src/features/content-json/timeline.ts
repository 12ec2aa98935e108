import type { HistorieBlock } from '@/payload-types'

import { type ImageJson, imageJson } from './image'

type Row = HistorieBlock['main_block_historie_eintraege'][number]

/** A timeline entry (docs/behaviour/entities.md#publication-and-timeline-entry). */
export type TimelineEntryJson = {
  _id: string
  main_block_historie_eintrag_titel: string
  /** Rich text as the editor stored it (Lexical JSON). */
  main_block_historie_eintrag_text: Row['main_block_historie_eintrag_text']
  /** This site's addition: an optional picture. */
  main_block_historie_eintrag_bild: ImageJson | null
}

/** A timeline row; the row's id becomes `_id`. */
export function timelineEntryJson(row: Row): TimelineEntryJson {
  return {
    _id: row.id ?? '',
    main_block_historie_eintrag_titel: row.main_block_historie_eintrag_titel,
    main_block_historie_eintrag_text: row.main_block_historie_eintrag_text,
    main_block_historie_eintrag_bild: imageJson(row.main_block_historie_eintrag_bild),
  }
}
