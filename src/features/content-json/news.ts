import type { News } from '@/payload-types'

import { type ImageJson, imageJson } from './image'

/** A news item (docs/behaviour/entities.md#blog-news), plus its date. */
export type NewsJson = {
  id: number
  title: string
  intro: string
  image: ImageJson | null
  /** ISO 8601. */
  date: string
}

/** A news item as the rep_aktuelles block shows it. */
export function newsJson(item: News): NewsJson {
  return {
    id: item.id,
    title: item.title,
    intro: item.intro,
    image: imageJson(item.image),
    date: item.date,
  }
}
