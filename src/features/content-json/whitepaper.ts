import type { WhitepaperCard } from '@/features/whitepapers/queries'

import { type ImageJson, imageJson } from './image'

/** A whitepaper item (docs/behaviour/entities.md#whitepaper-item). */
export type WhitepaperJson = {
  whitepaper_id: number
  whitepaper_titel: string
  whitepaper_beschreibung: string
  whitepaper_thumbnail: ImageJson | null
  /** Only when an external page gives the download instead of the site's form. */
  whitepaper_hubspot_gate_link?: string
}

/** A whitepaper card in the content JSON's names; the PDF never appears. */
export function whitepaperJson(paper: WhitepaperCard): WhitepaperJson {
  return {
    whitepaper_id: paper.id,
    whitepaper_titel: paper.title,
    whitepaper_beschreibung: paper.description,
    whitepaper_thumbnail: imageJson(paper.thumbnail),
    ...(paper.gateLink ? { whitepaper_hubspot_gate_link: paper.gateLink } : {}),
  }
}
