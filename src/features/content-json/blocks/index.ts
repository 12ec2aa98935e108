import 'server-only'

import type { Locale } from '@/i18n/locales'

import {
  blogJson,
  datesJson,
  locationsJson,
  newsListJson,
  seminarsJson,
  topicsJson,
  whitepapersJson,
} from './catalogue'
import {
  asStored,
  callbackJson,
  certificationsJson,
  contactFormJson,
  downloadsJson,
  imagesJson,
  imageTextJson,
  newsletterJson,
  promoJson,
  publicationsJson,
  testimonialsJson,
  tilesJson,
  timelineJson,
  videoJson,
} from './plain'
import type { BlockJson, BlockJsonMapper, BlockOf, BlockSlug, PageBlock } from './types'

/** Every block slug's mapper; a block added to the pages without one fails the type check. */
export const BLOCK_JSON: { [S in BlockSlug]: BlockJsonMapper<S> } = {
  text: asStored(),
  bild: imagesJson,
  bild_text: imageTextJson,
  akkordeon: asStored(),
  sprungmarke: asStored(),
  video: videoJson,
  kacheln: tilesJson,
  kundenstimmen: testimonialsJson,
  publikationen: publicationsJson,
  stoerer: promoJson,
  iframe: asStored(),
  historie: timelineJson,
  zertifizierungen: certificationsJson,
  downloads: downloadsJson,
  rep_vorteile: asStored(),
  epaper_iframe: asStored(),
  karriere: asStored(),
  standorte: locationsJson,
  rep_aktuelles: newsListJson,
  rep_blog: blogJson,
  kontaktformular: contactFormJson,
  callback: callbackJson,
  seminarthemen: topicsJson,
  seminare: seminarsJson,
  seminarort_termine: datesJson,
  seminarfinder: asStored(),
  newsletter: newsletterJson,
  main_block_whitepapers: whitepapersJson,
}

/** A page's blocks in the content JSON's names (docs/behaviour/content-json/). */
export function blocksJson(blocks: PageBlock[], locale: Locale): Promise<BlockJson[]> {
  return Promise.all(
    blocks.map((block) => {
      const mapper = BLOCK_JSON[block.blockType] as BlockJsonMapper<BlockSlug>
      return mapper(block as BlockOf<BlockSlug>, locale)
    }),
  )
}
