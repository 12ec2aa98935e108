import type React from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { AkkordeonBlock } from './Akkordeon/Component'
import { BildBlock } from './Bild/Component'
import { BildTextBlock } from './BildText/Component'
import { SprungmarkeBlock } from './Sprungmarke/Component'
import { StandorteBlock } from './Standorte/Component'
import { RepAktuellesBlock } from './RepAktuelles/Component'
import { RepBlogBlock } from './RepBlog/Component'
import { KontaktformularBlock } from './ContactForm/Component'
import { CallbackBlock } from './Callback/Component'
import { TextBlock } from './Text/Component'
import { DownloadsBlock } from './Downloads/Component'
import { EpaperIframeBlock } from './EpaperIframe/Component'
import { HistorieBlock } from './Historie/Component'
import { IframeBlock } from './Iframe/Component'
import { KarriereBlock } from './Karriere/Component'
import { RepVorteileBlock } from './RepVorteile/Component'
import { StoererBlock } from './Stoerer/Component'
import { ZertifizierungenBlock } from './Zertifizierungen/Component'
import { KachelnBlock } from './Kacheln/Component'
import { KundenstimmenBlock } from './Kundenstimmen/Component'
import { PublikationenBlock } from './Publikationen/Component'
import { SeminarfinderBlock } from './Seminarfinder/Component'
import { SeminarortTermineBlock } from './SeminarortTermine/Component'
import { VideoBlock } from './Video/Component'
import { SeminareBlock } from './Seminare/Component'
import { SeminarthemenBlock } from './Seminarthemen/Component'
import { NewsletterBlock } from './Newsletter/Component'
import { WhitepapersBlock } from './Whitepapers/Component'
import type { BlockProps } from './types'

export type PageBlock = NonNullable<Page['blocks']>[number]
type BlockSlug = PageBlock['blockType']

/** Block slug → component. A unit test proves every block config has an entry here. */
export const blockComponents: {
  [S in BlockSlug]: (
    props: BlockProps<Extract<PageBlock, { blockType: S }>>,
  ) => React.ReactNode | Promise<React.ReactNode>
} = {
  text: TextBlock,
  bild: BildBlock,
  bild_text: BildTextBlock,
  akkordeon: AkkordeonBlock,
  sprungmarke: SprungmarkeBlock,
  video: VideoBlock,
  kacheln: KachelnBlock,
  kundenstimmen: KundenstimmenBlock,
  publikationen: PublikationenBlock,
  stoerer: StoererBlock,
  iframe: IframeBlock,
  historie: HistorieBlock,
  zertifizierungen: ZertifizierungenBlock,
  downloads: DownloadsBlock,
  rep_vorteile: RepVorteileBlock,
  epaper_iframe: EpaperIframeBlock,
  karriere: KarriereBlock,
  standorte: StandorteBlock,
  rep_aktuelles: RepAktuellesBlock,
  rep_blog: RepBlogBlock,
  kontaktformular: KontaktformularBlock,
  callback: CallbackBlock,
  seminarort_termine: SeminarortTermineBlock,
  seminarfinder: SeminarfinderBlock,
  seminare: SeminareBlock,
  seminarthemen: SeminarthemenBlock,
  newsletter: NewsletterBlock,
  main_block_whitepapers: WhitepapersBlock,
}

export function RenderBlocks({ blocks, locale }: { blocks: Page['blocks']; locale: Locale }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponents[block.blockType] as (
          props: BlockProps<PageBlock>,
        ) => React.ReactNode
        if (!Component) return null
        // data-block names the block type for styling hooks and the end-to-end tests.
        return (
          <div key={block.id ?? index} data-block={block.blockType}>
            <Component block={block} locale={locale} index={index} />
          </div>
        )
      })}
    </>
  )
}
