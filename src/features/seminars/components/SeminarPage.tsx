import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { SmartLink } from '@/components/ui/SmartLink'
import { LineIcon } from '@/components/ui/icons'
import { BookmarkToggle } from '@/features/bookmarks/BookmarkToggle.lazy'
import { MAPS_PROVIDER } from '@/features/embeds/constants'
import { getGateConfig } from '@/features/embeds/labels'
import { bookmarkToggleLabels } from '@/features/bookmarks/labels'
import { getBookmarkTemplates } from '@/features/bookmarks/load-templates'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { RatingSummaryLine } from '@/features/reviews/components/RatingSummaryLine'
import { SeminarReviews } from '@/features/reviews/components/SeminarReviews'
import { getReviewsJsonLd } from '@/features/reviews/queries'
import { Breadcrumbs } from '@/features/pages/Breadcrumbs'
import { shareImageOf } from '@/features/seo/images'
import { getSiteSettings } from '@/features/site/queries'
import { SeminarTrainers } from '@/features/trainers/components/SeminarTrainers'
import { BOOKING_ACTION } from '@/features/visitor-modals/constants'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Seminar, Topic } from '@/payload-types'

import { SEMINAR_PATH_PREFIX } from '../constants'
import { formatDays } from '../format'
import { courseJsonLd, richTextToPlain } from '../jsonld'
import { getPlaceAddresses } from '../page-queries'
import { catalogueUrl, getCatalogueUrls, getDatesOfSeminar } from '../queries'

import { bookingUrl } from './SeminarCardParts'
import { JsonLd } from './JsonLd'
import { includedLabels } from '../included'

import { SeminarDatesSection } from './SeminarDatesSection'
import { SeminarExtraLinks } from './SeminarExtraLinks'
import { SimilarSeminars } from './SimilarSeminars'
import { catalogueTrail } from './trail'

type Props = { seminar: Seminar; locale: Locale; path: string }

type RichTextValue = Parameters<typeof RichText>[0]['data']

/**
 * A seminar's page: facts and rating, description, target group, contents, topics, dates to book,
 * verified reviews.
 */
export async function SeminarPage({ seminar, locale, path }: Props) {
  const url = localizedUrl(locale, path)
  const [t, common, dates, urls, breadcrumbs, settings, bookmark, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'seminars' }),
    getTranslations({ locale, namespace: 'common' }),
    getDatesOfSeminar(locale, seminar.id),
    // A draft seen in preview has no published URLs yet.
    getCatalogueUrls('seminars', seminar.id).catch(() => ({ de: null, en: null, [locale]: url })),
    catalogueTrail(locale, [SEMINAR_PATH_PREFIX[locale]], { title: seminar.title, url }),
    getSiteSettings(locale),
    getBookmarkTemplates(locale),
    getReviewsJsonLd(seminar.id, locale),
  ])
  const placeIds = [
    ...new Set(dates.map((d) => d.locationId).filter((id): id is number => id !== null)),
  ]
  const [places, mapGate] = await Promise.all([
    getPlaceAddresses(locale, placeIds),
    placeIds.length > 0 ? getGateConfig(locale, MAPS_PROVIDER, 'maps') : null,
  ])
  const topics = (seminar.topics ?? []).filter(
    (topic): topic is Topic => typeof topic === 'object' && topic !== null && Boolean(topic.path),
  )
  const sections: [string, RichTextValue][] = [
    [t('description'), seminar.description as RichTextValue],
    [t('targetGroup'), seminar.targetGroup as RichTextValue],
    [t('contents'), seminar.contents as RichTextValue],
    [t('benefits'), seminar.benefits as RichTextValue],
  ]
  const included = includedLabels(seminar.included, locale)

  return (
    <>
      <PageAlternates urls={urls} />
      <Breadcrumbs items={breadcrumbs} locale={locale} />
      <div className="container-site grid gap-10 pt-6 pb-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:pb-16">
        <div>
          <h1 className="text-3xl leading-tight font-bold md:text-5xl">{seminar.title}</h1>
          {seminar.subtitle && (
            <p className="mt-4 max-w-3xl text-xl text-muted">{seminar.subtitle}</p>
          )}
          <RatingSummaryLine seminarId={seminar.id} locale={locale} />
          <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-3">
            <Fact label={t('code')} value={seminar.code} />
            <Fact label={t('duration')} value={formatDays(seminar.duration, locale)} />
            {seminar.schedule && <Fact label={t('schedule')} value={seminar.schedule} />}
          </dl>
          <div className="mt-8 flex flex-wrap items-center gap-3">
            <SmartLink href={bookingUrl(url)} className="btn-primary" {...BOOKING_ACTION}>
              {t(dates.some((d) => d.seatsLeft > 0) ? 'card.book' : 'card.toDates')}
            </SmartLink>
            <BookmarkToggle
              seminarId={seminar.id}
              labels={bookmarkToggleLabels(bookmark, seminar.title)}
              withText
            />
          </div>
          <SeminarExtraLinks
            seminar={seminar}
            locale={locale}
            texts={{
              infoSheet: t('infoSheet'),
              infoSheetLabel: t('infoSheetLabel', { title: seminar.title }),
              inhouse: t('inhouse'),
            }}
          />
        </div>
        {typeof seminar.image === 'object' && seminar.image && (
          <CmsImage
            image={seminar.image}
            sizes="(min-width: 1024px) 416px, 100vw"
            priority
            className="h-auto w-full rounded-lg object-cover"
            noImageText={common('noImage')}
          />
        )}
      </div>
      <div className="container-site pb-12 lg:pb-16">
        <div className="max-w-4xl space-y-10">
          {sections.map(([heading, data]) =>
            data ? (
              <section key={heading}>
                <h2 className="text-2xl font-semibold md:text-3xl">{heading}</h2>
                <RichText data={data} locale={locale} className="prose-cms mt-4" />
              </section>
            ) : null,
          )}
          {included.length > 0 && (
            <section>
              <h2 className="text-2xl font-semibold md:text-3xl">{t('included')}</h2>
              <ul className="mt-4 space-y-2">
                {included.map((label) => (
                  <li key={label} className="flex items-start gap-3">
                    <LineIcon className="mt-0.5 size-5 shrink-0 text-brand">
                      <path d="M5 12.5l4.5 4.5L19 7.5" />
                    </LineIcon>
                    {label}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {topics.length > 0 && (
            <section>
              <h2 className="text-2xl font-semibold md:text-3xl">{t('topics')}</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <SmartLink
                      href={catalogueUrl(locale, topic.path) ?? '#'}
                      className="inline-flex min-h-11 items-center rounded-full border-2 border-brand px-4 font-semibold text-brand hover:bg-brand hover:text-white"
                    >
                      {topic.title}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <SeminarTrainers seminar={seminar} locale={locale} />
        </div>
      </div>
      <SeminarDatesSection
        dates={dates}
        seminarId={seminar.id}
        duration={seminar.duration}
        locale={locale}
        onlineNote={settings.onlineNote}
        places={places}
        mapGate={mapGate}
      />
      <SeminarReviews seminarId={seminar.id} locale={locale} />
      <SimilarSeminars seminar={seminar} locale={locale} />
      <JsonLd
        data={courseJsonLd({
          name: seminar.title,
          description: richTextToPlain(seminar.description) || seminar.subtitle || seminar.title,
          code: seminar.code,
          url: `${env.SITE_URL}${url}`,
          image: shareImageOf(seminar.image)?.url ?? null,
          reviews,
          provider: {
            name: settings.organisation,
            url: `${env.SITE_URL}${localizedUrl(locale, '/')}`,
          },
          dates,
          places,
        })}
      />
    </>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  )
}
