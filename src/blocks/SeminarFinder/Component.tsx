import { Suspense } from 'react'
import { getTranslations } from 'next-intl/server'

import { Section, SectionHeading } from '@/components/ui/Section'
import { dateListLabels, finderLabels, resultLabels } from '@/features/finder/labels'
import { getSeminarCodes, getSeminarPlaces, getTopics } from '@/features/seminars/queries'
import type { SeminarfinderBlock as SeminarFinderBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { FinderResults } from '@/features/finder/components/FinderResults.lazy'
import { FinderTabs } from '@/features/finder/components/FinderTabs.lazy'

/**
 * Seminar finder: tabs for search term, topic, place and month; on the finder page also the
 * results.
 */
export async function SeminarFinderBlock({
  block,
  locale,
  index,
}: BlockProps<SeminarFinderBlockData>) {
  const [t, labels, results, dateLabels, topicDocs, placeDocs, codes] = await Promise.all([
    getTranslations({ locale, namespace: 'finder' }),
    finderLabels(locale),
    resultLabels(locale),
    dateListLabels(locale),
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
        // The results read the URL's query in the browser: the page stays static, only this part
        // waits.
        <Suspense fallback={<p className="mt-12 text-muted">{t('results.loading')}</p>}>
          <FinderResults
            locale={locale}
            topics={topics}
            places={places}
            labels={results}
            dateLabels={dateLabels}
            headingId={`block-${index}-results`}
          />
        </Suspense>
      )}
    </Section>
  )
}
