import { getTranslations } from 'next-intl/server'

import { Section, SectionHeading } from '@/components/ui/Section'
import type { PublikationenBlock as PublicationsBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { PublicationList } from './Component.lazy'

/** Publications as author and title rows; five at first, ten more per "show more". */
export async function PublicationsBlock({
  block,
  locale,
  index,
}: BlockProps<PublicationsBlockData>) {
  const t = await getTranslations({ locale, namespace: 'blocks.publikationen' })
  const headingId = block.main_block_publikationen_titel ? `block-${index}-title` : undefined
  const rows = (block.main_block_publikationen ?? []).map((row, i) => ({
    key: row.id ?? String(i),
    author: row.main_block_publikation_verfasser,
    title: row.main_block_publikation_titel,
  }))
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      <div className="lg:max-w-[83.333%]">
        {block.main_block_publikationen_titel && (
          <SectionHeading
            id={headingId}
            text={block.main_block_publikationen_titel}
            className="mb-8"
          />
        )}
        <PublicationList
          rows={rows}
          labels={{ showMore: t('showMore'), author: t('author') }}
          listId={`block-${index}-publications`}
          describedBy={headingId}
        />
      </div>
    </Section>
  )
}
