import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'

import { RatingStars } from '@/components/ui/RatingStars'
import { RETURN_PARAM } from '@/features/portal/constants'
import type { PortalItem } from '@/features/portal/timeline'
import { startOfToday } from '@/features/seminars/format'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import type { Customer } from '@/payload-types'

import { authorName } from '../author'
import { type ReviewableVisit, reviewableVisits, visitKey } from '../eligibility'
import { getOwnReviews, type OwnReview } from '../own-reviews'
import { ReviewForm } from './ReviewForm.client'

type Props = { customer: Customer; items: PortalItem[]; locale: Locale; path: string }

const STATUS_BADGE: Record<OwnReview['status'], string> = {
  pending: 'border-amber-700 text-amber-900',
  published: 'border-green-700 text-green-800',
  rejected: 'border-red-700 text-red-800',
}

/**
 * The portal's review section: every date the customer attended (not cancelled, ended), each with
 * their review and what staff decided, or the form to write one.
 */
export async function PortalReviews({ customer, items, locale, path }: Props) {
  const visits = reviewableVisits(items, startOfToday())
  const [t, messages, reviews] = await Promise.all([
    getTranslations({ locale, namespace: 'reviews' }),
    getMessages({ locale }),
    getOwnReviews(customer),
  ])
  const loginHref = `${getPathname({ href: '/login', locale })}?${new URLSearchParams({ [RETURN_PARAM]: path })}`
  const formProps = { locale, name: authorName(customer), loginHref }
  const visitIds = ({ bookingId, dateId }: ReviewableVisit) => ({ bookingId, dateId })
  const own = messages as {
    forms?: unknown
    reviews?: { form?: unknown }
    portal?: { profilePage?: unknown }
  }
  const clientMessages = {
    forms: own.forms ?? {},
    reviews: { form: own.reviews?.form ?? {} },
    portal: { profilePage: own.portal?.profilePage ?? {} },
  }
  return (
    <section aria-labelledby="portal-reviews" className="mt-12 border-t border-line pt-8">
      <h2 id="portal-reviews" className="text-xl font-semibold">
        {t('portal.title')}
      </h2>
      <p className="mt-2 max-w-prose text-muted">
        {visits.length > 0 ? t('portal.intro') : t('portal.empty')}
      </p>
      {visits.length > 0 && (
        <ul className="mt-4 space-y-4">
          {visits.map((visit) => {
            const key = visitKey(visit)
            const review = reviews.get(key)
            const headingId = `portal-review-${key}`
            return (
              <li key={key}>
                <article aria-labelledby={headingId} className="rounded-lg border border-line p-5">
                  <h3 id={headingId} className="text-lg leading-snug font-semibold">
                    {visit.title}
                  </h3>
                  <p className="text-sm text-muted">
                    {visit.period} · {visit.bookingNumber}
                  </p>
                  {review ? (
                    <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[11rem_1fr]">
                      <dt className="text-muted">{t('portal.statusLabel')}</dt>
                      <dd>
                        <span
                          className={`inline-block rounded border px-2 text-sm font-semibold ${STATUS_BADGE[review.status]}`}
                        >
                          {t(`portal.status.${review.status}`)}
                        </span>
                      </dd>
                      {review.status === 'rejected' && review.rejectionReason && (
                        <>
                          <dt className="text-muted">{t('portal.reason')}</dt>
                          <dd>{review.rejectionReason}</dd>
                        </>
                      )}
                      <dt className="text-muted">{t('portal.yourStars')}</dt>
                      <dd>
                        <RatingStars
                          rating={review.stars}
                          label={t('stars', { stars: review.stars })}
                        />
                      </dd>
                      <dt className="text-muted">{t('portal.yourText')}</dt>
                      {/* The text in the language it was written in, whichever the page's. */}
                      <dd lang={review.language} className="whitespace-pre-line">
                        {review.text}
                      </dd>
                      <dt className="text-muted">{t('portal.nameShown')}</dt>
                      <dd>{review.showName ? review.authorName : t('anonymous')}</dd>
                    </dl>
                  ) : (
                    // Only the form is a client component: the texts it needs go with it.
                    <details className="mt-3">
                      <summary className="btn-secondary cursor-pointer">{t('portal.open')}</summary>
                      <NextIntlClientProvider locale={locale} messages={clientMessages as never}>
                        <ReviewForm {...visitIds(visit)} {...formProps} labelledBy={headingId} />
                      </NextIntlClientProvider>
                    </details>
                  )}
                </article>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
