import { getTranslations } from 'next-intl/server'

import { Section, SectionHeading } from '@/components/ui/Section'
import { CatalogueResults } from '@/features/finder/components/CatalogueResults'
import { finderLabels } from '@/features/finder/labels'
import { parseFinderQuery } from '@/features/finder/schemas'
import { findCatalogueResults, unknownIds } from '@/features/finder/server/results'
import { getSeminarCodes, getSeminarPlaces, getTopics } from '@/features/seminars/queries'
import type { SeminarfinderBlock as SeminarFinderBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { FinderTabs } from '@/features/finder/components/FinderTabs.lazy'

/**
 * Seminar finder: tabs for search term, topic, place and month; on the finder page also the
 * catalogue's results, rendered from the page's query string (docs/behaviour/catalogue.md).
 */
export async function SeminarFinderBlock({
  block,
  locale,
  index,
  query: raw,
}: BlockProps<SeminarFinderBlockData>) {
  const [t, labels, topicDocs, placeDocs, codes] = await Promise.all([
    getTranslations({ locale, namespace: 'finder' }),
    finderLabels(locale),
    getTopics(locale),
    getSeminarPlaces(locale),
    getSeminarCodes(),
  ])
  const topics = topicDocs.map((topic) => ({ id: topic.id, title: topic.title }))
  const places = placeDocs.map((place) => ({ id: place.id, title: place.standort_titel }))
  const headingId = `block-${index}-title`

  return (
    <Section labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        text={block.main_block_seminarfinder_titel || t('defaultTitle')}
      />
      {block.main_block_seminarfinder_intro && (
        <p className="mt-3 max-w-3xl text-lg text-muted">{block.main_block_seminarfinder_intro}</p>
      )}
      <FinderTabs locale={locale} topics={topics} places={places} codes={codes} labels={labels} />
      {block.main_block_seminarfinder_ergebnisse && (
        <Results
          locale={locale}
          raw={raw ?? {}}
          topics={topics}
          places={places}
          headingId={`block-${index}-results`}
        />
      )}
    </Section>
  )
}

/** The results for the query; a refused value is left out and named, the rest still applies. */
async function Results({
  locale,
  raw,
  ...view
}: Pick<BlockProps<unknown>, 'locale'> & {
  raw: NonNullable<BlockProps<unknown>['query']>
  topics: { id: number; title: string }[]
  places: { id: number; title: string }[]
  headingId: string
}) {
  const parsed = parseFinderQuery(raw)
  const unknown = await unknownIds(locale, parsed.query)
  const query = { ...parsed.query }
  for (const { field } of unknown) delete query[field as 'seminarthema' | 'ort']
  const results = await findCatalogueResults(locale, query)
  return (
    <CatalogueResults
      locale={locale}
      query={query}
      errors={[...parsed.errors, ...unknown]}
      results={results}
      {...view}
    />
  )
}
