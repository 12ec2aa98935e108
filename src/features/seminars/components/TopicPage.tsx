import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { FINDER_PATH } from '@/features/finder/constants'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { Breadcrumbs } from '@/features/pages/Breadcrumbs'
import { type Locale, localizedUrl } from '@/i18n/locales'
import type { Topic } from '@/payload-types'

import { SEMINAR_PATH_PREFIX, TOPIC_PATH_PREFIX } from '../constants'
import { getCatalogueUrls, getSeminarSummaries } from '../queries'

import { getSeminarCardLabels, SeminarCardGrid } from './SeminarCard'
import { catalogueTrail } from './trail'

type Props = { topic: Topic; locale: Locale; path: string }

/** A topic's page: title, description, image and its seminars as cards. */
export async function TopicPage({ topic, locale, path }: Props) {
  const url = localizedUrl(locale, path)
  const [t, common, labels, seminars, urls, breadcrumbs] = await Promise.all([
    getTranslations({ locale, namespace: 'seminars.topic' }),
    getTranslations({ locale, namespace: 'common' }),
    getSeminarCardLabels(locale),
    getSeminarSummaries(locale, { topicId: topic.id }),
    // A draft seen in preview has no published URLs yet.
    getCatalogueUrls('topics', topic.id).catch(() => ({ de: null, en: null, [locale]: url })),
    catalogueTrail(locale, [TOPIC_PATH_PREFIX[locale], SEMINAR_PATH_PREFIX[locale]], {
      title: topic.title,
      url,
    }),
  ])
  const headingId = 'topic-seminars-title'
  const image = typeof topic.image === 'object' && topic.image ? topic.image : null

  return (
    <>
      <PageAlternates urls={urls} />
      <Breadcrumbs items={breadcrumbs} locale={locale} />
      <div
        className={`container-site grid gap-10 pt-6 pb-12 ${image ? 'lg:grid-cols-[minmax(0,1fr)_26rem]' : ''}`}
      >
        <div>
          <h1 className="text-3xl leading-tight font-bold md:text-5xl">{topic.title}</h1>
          <p className="mt-5 max-w-3xl text-lg whitespace-pre-line text-muted">
            {topic.description}
          </p>
          <a
            href={`${FINDER_PATH[locale]}?seminarthema=${topic.id}`}
            className="mt-5 inline-block font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
          >
            {t('allDates', { title: topic.title })}
          </a>
        </div>
        {image && (
          <CmsImage
            image={image}
            sizes="(min-width: 1024px) 416px, 100vw"
            priority
            className="h-auto w-full rounded-lg object-cover"
            noImageText={common('noImage')}
          />
        )}
      </div>
      <section aria-labelledby={headingId} className="bg-section-grey py-12 md:py-16">
        <div className="container-site">
          <h2 id={headingId} className="text-2xl font-semibold md:text-3xl">
            {t('seminars', { title: topic.title })}
          </h2>
          {seminars.length > 0 ? (
            <SeminarCardGrid seminars={seminars} locale={locale} labels={labels} />
          ) : (
            <p className="mt-6 rounded-lg bg-white p-6 text-muted">{t('empty')}</p>
          )}
        </div>
      </section>
    </>
  )
}
