import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'

import type { Recommendations } from '../queries'
import type { NextDate, TopicRecommendation } from '../rank'
import { BrowseNote } from './BrowseNote'

type Translate = (key: string, values?: Record<string, string | number>) => string

/** '03.12.2026 – 04.12.2026 · Münster', or the note that dates are given on request. */
export function nextDateText(date: NextDate | null, onRequest: string): string {
  if (!date) return onRequest
  return date.place ? `${date.period} · ${date.place}` : date.period
}

function Card({ seminar, names, list, t }: { seminar: TopicRecommendation; names: Record<number, string>; list: Intl.ListFormat; t: Translate }) {
  const shared = seminar.sharedTopicIds.map((id) => names[id]).filter(Boolean)
  const all = seminar.topicIds.map((id) => names[id]).filter(Boolean)
  return (
    <li>
      <article className="flex h-full flex-col rounded-lg border border-line p-5">
        <div className="flex-1">
          <h3 className="text-lg leading-snug font-semibold">
            <SmartLink href={seminar.url} className="underline-offset-2 hover:text-brand hover:underline">
              {seminar.title}
            </SmartLink>
          </h3>
          {seminar.subtitle && <p className="mt-1 text-muted">{seminar.subtitle}</p>}
          {shared.length > 0 && <p className="mt-3 text-sm">{t('because', { count: shared.length, topics: list.format(shared) })}</p>}
        </div>
        <dl className="mt-4 grid gap-y-2 border-t border-line pt-3 text-sm">
          {all.length > 0 && (
            <div>
              <dt className="text-muted">{t('topics')}</dt>
              <dd>{all.join(', ')}</dd>
            </div>
          )}
          <div>
            <dt className="text-muted">{t('nextDate')}</dt>
            <dd className="font-semibold">{nextDateText(seminar.nextDate, t('onRequest'))}</dd>
          </div>
        </dl>
      </article>
    </li>
  )
}

/** Seminars in the customer's topics that they have not booked yet, or a friendly empty state. */
export async function TopicRecommendations({ locale, data }: { locale: Locale; data: Recommendations }) {
  const t = await getTranslations({ locale, namespace: 'portal.recommendationsPage' })
  const list = new Intl.ListFormat(locale, { type: 'conjunction' })
  return (
    <section aria-labelledby="recommendations-topics" className="mt-8">
      <h2 id="recommendations-topics" className="text-xl font-semibold">
        {t('topicsTitle')}
      </h2>
      {data.topics.length === 0 ? (
        <BrowseNote locale={locale} text={data.hasBookings ? 'nothingNew' : 'noBookings'} />
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="topic-recommendations">
          {data.topics.map((seminar) => (
            <Card key={seminar.id} seminar={seminar} names={data.topicNames} list={list} t={t} />
          ))}
        </ul>
      )}
    </section>
  )
}
