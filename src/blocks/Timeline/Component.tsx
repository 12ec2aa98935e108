import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { HistorieBlock as TimelineBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** Which side of the desktop timeline an entry sits on: the first on the left, then alternating. */
export function timelineSide(position: number): 'left' | 'right' {
  return position % 2 === 0 ? 'left' : 'right'
}

const SIDE_CLASSES = {
  left: 'lg:mr-auto lg:pr-12',
  right: 'lg:ml-auto lg:pl-12',
} as const

const DOT_CLASSES = {
  left: 'lg:left-auto lg:-right-2',
  right: 'lg:-left-2',
} as const

/**
 * Timeline as an ordered list: one column with the line on the left on small screens; from lg up
 * the line runs down the middle and the entries alternate left and right of it.
 */
export function TimelineBlock({ block, locale, index }: BlockProps<TimelineBlockData>) {
  const title = block.main_block_historie_titel
  const headingId = title ? `block-${index}-title` : undefined
  // Entry headings sit one level below the block heading, or directly below the page's h1.
  const EntryHeading = title ? 'h3' : 'h2'
  const entries = block.main_block_historie_eintraege ?? []
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      {title && <SectionHeading id={headingId} text={title} className="mb-10 lg:text-center" />}
      <ol className="relative space-y-10 before:absolute before:inset-y-0 before:left-[7px] before:w-0.5 before:bg-brand/40 in-[.on-dark]:before:bg-link-on-dark/50 lg:space-y-12 lg:before:left-1/2 lg:before:-translate-x-1/2">
        {entries.map((entry, i) => {
          const side = timelineSide(i)
          const image = entry.main_block_historie_eintrag_bild
          return (
            <li
              key={entry.id ?? i}
              data-side={side}
              className={`relative pl-10 lg:w-1/2 lg:pl-0 ${SIDE_CLASSES[side]}`}
            >
              <span
                aria-hidden="true"
                className={`absolute top-1.5 left-0 size-4 rounded-full border-4 border-brand bg-white in-[.on-dark]:border-link-on-dark in-[.on-dark]:bg-section-dark ${DOT_CLASSES[side]}`}
              />
              <EntryHeading className="text-xl leading-snug font-semibold text-brand in-[.on-dark]:text-link-on-dark md:text-2xl">
                {entry.main_block_historie_eintrag_titel}
              </EntryHeading>
              {typeof image === 'object' && image?.url && (
                <CmsImage
                  image={image}
                  sizes="(min-width: 1280px) 580px, (min-width: 1024px) 45vw, 100vw"
                  className="mt-4 aspect-[16/9] h-auto w-full rounded-lg object-cover"
                  noImageText=""
                />
              )}
              {/* Alike the ends of the Header, Footer and NavDisclosure lists by shape only: one
                 component call and closing tags. */}
              <RichText
                data={entry.main_block_historie_eintrag_text}
                locale={locale}
                className="prose-cms mt-3"
              />
            </li>
          )
        })}
      </ol>
    </Section>
  )
}
