import type React from 'react'

import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

import { AkkordeonBlock } from './Akkordeon/Component'
import { BildBlock } from './Bild/Component'
import { BildTextBlock } from './BildText/Component'
import { SprungmarkeBlock } from './Sprungmarke/Component'
import { TextBlock } from './Text/Component'
import type { BlockProps } from './types'

export type PageBlock = NonNullable<Page['blocks']>[number]
type BlockSlug = PageBlock['blockType']

/** Block slug → component. A unit test proves every block config has an entry here. */
export const blockComponents: {
  [S in BlockSlug]: (props: BlockProps<Extract<PageBlock, { blockType: S }>>) => React.ReactNode | Promise<React.ReactNode>
} = {
  text: TextBlock,
  bild: BildBlock,
  bild_text: BildTextBlock,
  akkordeon: AkkordeonBlock,
  sprungmarke: SprungmarkeBlock,
}

export function RenderBlocks({ blocks, locale }: { blocks: Page['blocks']; locale: Locale }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block, index) => {
        const Component = blockComponents[block.blockType] as (props: BlockProps<PageBlock>) => React.ReactNode
        if (!Component) return null
        return <Component key={block.id ?? index} block={block} locale={locale} index={index} />
      })}
    </>
  )
}
