import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { SmartLink } from '@/components/ui/SmartLink'
import { DateRow } from '@/features/finder/components/DateRow'
import { dateListLabels } from '@/features/finder/labels'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { Breadcrumbs } from '@/features/pages/Breadcrumbs'
import { shareImageOf } from '@/features/seo/images'
import { JsonLd } from '@/features/seminars/components/JsonLd'
import { catalogueTrail } from '@/features/seminars/components/trail'
import { catalogueUrl } from '@/features/seminars/queries'
import { getSiteSettings } from '@/features/site/queries'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { env } from '@/lib/env'
import type { Topic, Trainer } from '@/payload-types'

import { TRAINER_PATH_PREFIX } from '../constants'
import { personJsonLd } from '../jsonld'
import { getTrainerSchedule, getTrainerUrls } from '../queries'
import { biographyParagraphs } from '../views'

type Props = { trainer: Trainer; locale: Locale; path: string }

/**
 * A trainer's profile: photo, name, role, biography and topics, the seminars they teach with
 * their next dates, and JSON-LD Person.
 */
export async function TrainerPage({ trainer, locale, path }: Props) {
  const url = localizedUrl(locale, path)
  const [t, urls, breadcrumbs, schedule, settings, rowLabels] = await Promise.all([
    getTranslations({ locale, namespace: 'trainers' }),
    // A draft seen in preview has no published URLs yet.
    getTrainerUrls(trainer.id).then((found) =>
      found[locale] ? found : { ...found, [locale]: url },
    ),
    catalogueTrail(locale, [TRAINER_PATH_PREFIX[locale]], { title: trainer.name, url }),
    getTrainerSchedule(locale, trainer.id),
    getSiteSettings(locale),
    dateListLabels(locale),
  ])
  const topics = (trainer.topics ?? []).filter(
    (topic): topic is Topic => typeof topic === 'object' && topic !== null && Boolean(topic.path),
  )
  const name = trainer.name

  return (
    <>
      <PageAlternates urls={urls} />
      <Breadcrumbs items={breadcrumbs} locale={locale} />
      <article className="container-site grid gap-10 pt-6 pb-12 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-16 lg:pb-16">
        <div className="max-w-64 md:max-w-none">
          <CmsImage
            image={trainer.photo}
            sizes="(min-width: 1024px) 320px, (min-width: 768px) 256px, 256px"
            priority
            className="aspect-square h-auto w-full rounded-lg object-cover"
            noImageText={t('photoMissing')}
          />
        </div>
        <div className="max-w-3xl">
          <h1 className="text-3xl leading-tight font-bold md:text-5xl">{name}</h1>
          <p className="mt-3 text-xl text-muted">{trainer.role}</p>
          <h2 className="sr-only">{t('about', { name })}</h2>
          <div className="mt-6 space-y-4 text-lg">
            {biographyParagraphs(trainer.biography).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {topics.length > 0 && (
            <section className="mt-8" aria-labelledby="trainer-topics">
              <h2 id="trainer-topics" className="text-lg font-semibold">
                {t('topics')}
              </h2>
              {/* The seminar page's topic chips: two lists do not make a component shared by two
                  features. */}
              <ul className="mt-3 flex flex-wrap gap-2">
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
        </div>
      </article>
      <section aria-labelledby="trainer-seminars" className="bg-section-grey py-12 md:py-16">
        <div className="container-site">
          <h2 id="trainer-seminars" className="text-2xl font-semibold md:text-3xl">
            {t('seminars', { name })}
          </h2>
          {schedule.seminars.length === 0 ? (
            <p className="mt-4 text-muted">{t('noSeminars', { name })}</p>
          ) : (
            <ul className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {schedule.seminars.map((seminar) => (
                <li key={seminar.id} className="rounded-lg border border-line bg-white p-5">
                  <p className="text-sm text-muted">{seminar.code}</p>
                  <SmartLink
                    href={seminar.url}
                    className="mt-1 block text-lg leading-snug font-semibold text-brand underline decoration-1 underline-offset-2 hover:text-brand-darker"
                  >
                    {seminar.title}
                  </SmartLink>
                  {seminar.subtitle && <p className="mt-2 text-muted">{seminar.subtitle}</p>}
                </li>
              ))}
            </ul>
          )}
          {schedule.seminars.length > 0 && (
            <>
              <h3 className="mt-12 text-xl font-semibold md:text-2xl">{t('upcoming')}</h3>
              {schedule.dates.length === 0 ? (
                <p className="mt-4 text-muted">{t('noDates')}</p>
              ) : (
                <ul
                  data-testid="trainer-dates"
                  className="mt-4 divide-y divide-line rounded-lg bg-white px-5 md:px-6"
                >
                  {schedule.dates.map((date) => (
                    <DateRow key={date.id} date={date} locale={locale} labels={rowLabels} />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </section>
      <JsonLd
        data={personJsonLd({
          name,
          role: trainer.role,
          biography: trainer.biography,
          url: `${env.SITE_URL}${url}`,
          image: shareImageOf(trainer.photo)?.url ?? null,
          topics: topics.map((topic) => topic.title),
          organisation: {
            name: settings.organisation,
            url: `${env.SITE_URL}${localizedUrl(locale, '/')}`,
          },
        })}
      />
    </>
  )
}
