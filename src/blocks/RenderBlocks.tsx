import type React from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { AccordionBlock } from './Accordion/Component'
import { ImageBlock } from './Image/Component'
import { ImageTextBlock } from './ImageText/Component'
import { JumpAnchorBlock } from './JumpAnchor/Component'
import { LocationsBlock } from './Locations/Component'
import { NewsBlock } from './News/Component'
import { BlogOverviewBlock } from './BlogOverview/Component'
import { ContactFormBlock } from './ContactForm/Component'
import { CallbackBlock } from './Callback/Component'
import { TextBlock } from './Text/Component'
import { DownloadsBlock } from './Downloads/Component'
import { EpaperSignupBlock } from './EpaperSignup/Component'
import { TimelineBlock } from './Timeline/Component'
import { IframeBlock } from './Iframe/Component'
import { CareersBlock } from './Careers/Component'
import { AdvantagesBlock } from './Advantages/Component'
import { PromoBlock } from './Promo/Component'
import { CertificationsBlock } from './Certifications/Component'
import { TilesBlock } from './Tiles/Component'
import { TestimonialsBlock } from './Testimonials/Component'
import { PublicationsBlock } from './Publications/Component'
import { SeminarFinderBlock } from './SeminarFinder/Component'
import { DatesByPlaceOrTopicBlock } from './DatesByPlaceOrTopic/Component'
import { VideoBlock } from './Video/Component'
import { SeminarsBlock } from './Seminars/Component'
import { SeminarTopicsBlock } from './SeminarTopics/Component'
import { NewsletterBlock } from './Newsletter/Component'
import { WhitepapersBlock } from './Whitepapers/Component'
import type { BlockProps, PageQuery } from './types'

export type PageBlock = NonNullable<Page['blocks']>[number]
type BlockSlug = PageBlock['blockType']

/** Block slug → component. A unit test proves every block config has an entry here. */
export const blockComponents: {
  [S in BlockSlug]: (
    props: BlockProps<Extract<PageBlock, { blockType: S }>>,
  ) => React.ReactNode | Promise<React.ReactNode>
} = {
  text: TextBlock,
  bild: ImageBlock,
  bild_text: ImageTextBlock,
  akkordeon: AccordionBlock,
  sprungmarke: JumpAnchorBlock,
  video: VideoBlock,
  kacheln: TilesBlock,
  kundenstimmen: TestimonialsBlock,
  publikationen: PublicationsBlock,
  stoerer: PromoBlock,
  iframe: IframeBlock,
  historie: TimelineBlock,
  zertifizierungen: CertificationsBlock,
  downloads: DownloadsBlock,
  rep_vorteile: AdvantagesBlock,
  epaper_iframe: EpaperSignupBlock,
  karriere: CareersBlock,
  standorte: LocationsBlock,
  rep_aktuelles: NewsBlock,
  rep_blog: BlogOverviewBlock,
  kontaktformular: ContactFormBlock,
  callback: CallbackBlock,
  seminarort_termine: DatesByPlaceOrTopicBlock,
  seminarfinder: SeminarFinderBlock,
  seminare: SeminarsBlock,
  seminarthemen: SeminarTopicsBlock,
  newsletter: NewsletterBlock,
  main_block_whitepapers: WhitepapersBlock,
}

export function RenderBlocks({
  blocks,
  locale,
  query,
}: {
  blocks: Page['blocks']
  locale: Locale
  query?: PageQuery
}) {
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
            <Component block={block} locale={locale} index={index} query={query} />
          </div>
        )
      })}
    </>
  )
}
