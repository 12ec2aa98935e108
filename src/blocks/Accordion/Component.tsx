import { LineIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { AkkordeonBlock as AccordionBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * Accordion: every item starts closed and toggles on its own. Native <details>/<summary> gives
 * keyboard and screen-reader support without any JavaScript.
 */
export function AccordionBlock({ block, locale, index }: BlockProps<AccordionBlockData>) {
  const headingId = block.main_block_akkordeon_titel ? `block-${index}-title` : undefined
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      <div className="lg:max-w-[66.666%]">
        {block.main_block_akkordeon_titel && (
          <SectionHeading id={headingId} text={block.main_block_akkordeon_titel} className="mb-6" />
        )}
        <div className="divide-y divide-line border-y border-line">
          {(block.main_block_akkordeon ?? []).map((item, i) => (
            <details key={item.id ?? i} className="group">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                <span>{item.main_block_akkordeon_frage}</span>
                <LineIcon className="size-6 shrink-0 transition-transform group-open:rotate-45">
                  <path d="M12 5v14M5 12h14" strokeLinecap="round" />
                </LineIcon>
              </summary>
              <div className="pb-6">
                <RichText data={item.main_block_akkordeon_antwort} locale={locale} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </Section>
  )
}
