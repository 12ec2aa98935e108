import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { SmartLink } from '@/components/ui/SmartLink'
import { isSafeHref } from '@/fields/link'
import type { KarriereBlock as KarriereBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/**
 * Careers: heading, introduction and a clear link to the jobs page. The external job-board widget
 * (SPEC §2) comes later below the introduction; the link stays as the way in without it.
 */
export function KarriereBlock({ block, locale, index }: BlockProps<KarriereBlockData>) {
  const headingId = `block-${index}-title`
  const link = block.main_block_karriere_link?.trim()
  const href = link && isSafeHref(link) ? link : null
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      <div className="lg:max-w-[66.666%]">
        <h2 id={headingId} className="mb-5 text-2xl leading-tight font-semibold md:text-3xl">
          {block.main_block_karriere_titel}
        </h2>
        {block.main_block_karriere_intro && <RichText data={block.main_block_karriere_intro} locale={locale} />}
        {href && (
          <p className="mt-8">
            <SmartLink
              href={href}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-6 py-2.5 font-semibold text-white transition-colors hover:bg-brand-dark"
            >
              {block.main_block_karriere_link_text}
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
                <path d="M5 12h14m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </SmartLink>
          </p>
        )}
      </div>
    </Section>
  )
}
