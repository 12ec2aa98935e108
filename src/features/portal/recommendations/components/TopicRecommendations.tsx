import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { PortalSection } from '../../components/PortalSection'
import type { Recommendations } from '../queries'
import type { TopicRecommendation } from '../rank'
import { BrowseNote } from './BrowseNote'
import { RecommendedSeminar } from './RecommendedSeminar'

type Translate = (key: string, values?: Record<string, string | number>) => string

function Card({
  seminar,
  names,
  list,
  t,
}: {
  seminar: TopicRecommendation
  names: Record<number, string>
  list: Intl.ListFormat
  t: Translate
}) {
  const shared = seminar.sharedTopicIds.map((id) => names[id]).filter(Boolean)
  const all = seminar.topicIds.map((id) => names[id]).filter(Boolean)
  const details = (
    <>
      {seminar.subtitle && <p className="mt-1 text-muted">{seminar.subtitle}</p>}
      {shared.length > 0 && (
        <p className="mt-3 text-sm">
          {t('because', { count: shared.length, topics: list.format(shared) })}
        </p>
      )}
    </>
  )
  const facts = all.length > 0 && (
    <div>
      <dt className="text-muted">{t('topics')}</dt>
      <dd>{all.join(', ')}</dd>
    </div>
  )
  return (
    <li>
      <RecommendedSeminar
        seminar={seminar}
        labels={{ nextDate: t('nextDate'), onRequest: t('onRequest') }}
        card={{ details, facts }}
      />
    </li>
  )
}

/** Seminars in the customer's topics that they have not booked yet, or a friendly empty state. */
export async function TopicRecommendations({
  locale,
  data,
}: {
  locale: Locale
  data: Recommendations
}) {
  const t = await getTranslations({ locale, namespace: 'portal.recommendationsPage' })
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  return (
    <PortalSection id="recommendations-topics" title={t('topicsTitle')} className="mt-8">
      {data.topics.length === 0 ? (
        <BrowseNote locale={locale} text={data.hasBookings ? 'nothingNew' : 'noBookings'} />
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="topic-recommendations">
          {data.topics.map((seminar) => (
            <Card key={seminar.id} seminar={seminar} names={data.topicNames} list={list} t={t} />
          ))}
        </ul>
      )}
    </PortalSection>
  )
}
