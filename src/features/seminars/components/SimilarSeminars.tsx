import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relations'
import type { Seminar } from '@/payload-types'

import { getSeminarSummaries } from '../queries'

import { getSeminarCardLabels, SeminarCardGrid } from './SeminarCard'

const SHOWN = 3

/**
 * Up to three other seminars of the seminar's topics, those with a bookable date first (the
 * topics' own order decides among equals), as cards below the dates.
 */
export async function SimilarSeminars({ seminar, locale }: { seminar: Seminar; locale: Locale }) {
  const topicIds = (seminar.topics ?? [])
    .map((topic) => relationId(topic as number | { id: number }))
    .filter((id): id is number => id !== null)
  if (topicIds.length === 0) return null
  const [t, labels, ...perTopic] = await Promise.all([
    getTranslations({ locale, namespace: 'seminars' }),
    getSeminarCardLabels(locale),
    ...topicIds.map((topicId) => getSeminarSummaries(locale, { topicId })),
  ])
  const seen = new Set([seminar.id])
  const others = perTopic.flat().filter((other) => !seen.has(other.id) && seen.add(other.id))
  const similar = [
    ...others.filter((other) => other.nextDate),
    ...others.filter((other) => !other.nextDate),
  ].slice(0, SHOWN)
  if (similar.length === 0) return null
  return (
    <section aria-labelledby="similar-seminars" className="bg-section-grey py-12 print:hidden">
      <div className="container-site">
        <h2 id="similar-seminars" className="text-2xl font-semibold md:text-3xl">
          {t('similar')}
        </h2>
        <SeminarCardGrid seminars={similar} locale={locale} labels={labels} />
      </div>
    </section>
  )
}
