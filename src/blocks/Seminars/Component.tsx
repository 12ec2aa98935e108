import { getTranslations } from 'next-intl/server'

import { Section, SectionHeading } from '@/components/ui/Section'
import { getSeminarCardLabels, SeminarCardGrid } from '@/features/seminars/components/SeminarCard'
import { getSeminarSummaries } from '@/features/seminars/queries'
import type { SeminareBlock as SeminarsBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** The chosen seminars' ids in the editor's order, whether Payload populated them or not. */
export function chosenIds(
  values: SeminarsBlockData['main_block_seminare'] | null | undefined,
): number[] {
  return (values ?? [])
    .map((value) => (typeof value === 'object' ? value.id : value))
    .filter((id) => Number.isFinite(id))
}

/** Heading, introduction and the chosen seminars as cards, in the editor's order. */
export async function SeminarsBlock({ block, locale, index }: BlockProps<SeminarsBlockData>) {
  const ids = chosenIds(block.main_block_seminare)
  const [t, labels, seminars] = await Promise.all([
    getTranslations({ locale, namespace: 'seminars.seminarsBlock' }),
    getSeminarCardLabels(locale),
    getSeminarSummaries(locale, { ids }),
  ])
  // Unpublished or deleted seminars drop out of the query; a block left with none shows nothing.
  if (seminars.length === 0) return null
  const headingId = `block-${index}-title`
  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} text={block.main_block_seminare_titel || t('defaultTitle')} />
      {block.main_block_seminare_intro && (
        <p className="mt-3 max-w-3xl text-lg text-muted">{block.main_block_seminare_intro}</p>
      )}
      <SeminarCardGrid seminars={seminars} locale={locale} labels={labels} />
    </Section>
  )
}
