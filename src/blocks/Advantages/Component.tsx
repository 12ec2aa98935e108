import { Section, SectionHeading } from '@/components/ui/Section'
import type { RepVorteileBlock as AdvantagesBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { AdvantageIcon } from './AdvantageIcon'
import { ADVANTAGE_ICONS, type AdvantageIconName } from './icon-choices'

const isIcon = (value: unknown): value is AdvantageIconName =>
  (ADVANTAGE_ICONS as readonly unknown[]).includes(value)

/**
 * Title and a grid of advantages, each an icon (check unless chosen otherwise), a title and an
 * optional line.
 */
export function AdvantagesBlock({ block, index }: BlockProps<AdvantagesBlockData>) {
  const title = block.main_block_rep_vorteile_titel
  const headingId = title ? `block-${index}-title` : undefined
  const items = block.main_block_rep_vorteile ?? []
  const Heading = title ? 'h3' : 'h2'
  // Four columns only when the items fill them evenly; otherwise three.
  const columns = items.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3'
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      {title && <SectionHeading id={headingId} text={title} className="mb-10" />}
      <ul className={`grid gap-x-8 gap-y-10 md:grid-cols-2 ${columns}`}>
        {items.map((item, i) => {
          const icon = isIcon(item.main_block_rep_vorteil_icon)
            ? item.main_block_rep_vorteil_icon
            : 'check'
          return (
            <li key={item.id ?? i} className="flex gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand in-[.on-dark]:bg-white/10 in-[.on-dark]:text-link-on-dark">
                <AdvantageIcon name={icon} />
              </span>
              <div className="min-w-0 pt-2.5">
                {/* Alike the Video block's item heading by markup only: each block renders its
                   own item fields. */}
                <Heading className="text-lg leading-snug font-semibold hyphens-auto wrap-break-word">
                  {item.main_block_rep_vorteil_titel}
                </Heading>
                {item.main_block_rep_vorteil_text && (
                  <p className="mt-1.5 leading-relaxed">{item.main_block_rep_vorteil_text}</p>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
