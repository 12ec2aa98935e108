import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import { FINDER_PATH } from '@/features/finder/constants'
import { DEFAULT_CANCELLATION_DAYS } from '@/features/portal/cancellation/rules'
import type { Locale } from '@/i18n/locales'

import type { PortalItem } from '../../timeline'
import { groupSeminars } from '../grouping'
import type { CatalogueLinks } from '../links'

import { PortalItemCard } from './PortalItemCard'

type Props = {
  items: PortalItem[]
  links: CatalogueLinks
  locale: Locale
  /** The site settings' online cancellation deadline (days before the first seminar day). */
  cancellationDays?: number
}

/**
 * The customer's booked seminars and programmes: upcoming ones first, then those that are over,
 * then cancelled bookings (that section only when there are any).
 */
export async function SeminarsOverview({
  items,
  links,
  locale,
  cancellationDays = DEFAULT_CANCELLATION_DAYS,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'portal.seminarsPage' })
  const card = {
    links,
    locale,
    t,
    cancellationDays,
  }
  const { upcoming, past, cancelled } = groupSeminars(items)
  const sections = [
    { id: 'portal-upcoming', title: t('upcoming'), items: upcoming, empty: t('emptyUpcoming') },
    { id: 'portal-past', title: t('past'), items: past, empty: t('emptyPast') },
    ...(cancelled.length > 0
      ? [{ id: 'portal-cancelled', title: t('cancelled'), items: cancelled, empty: '' }]
      : []),
  ]
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="mt-8">
          <h2 id={section.id} className="text-xl font-semibold">
            {section.title}
          </h2>
          {section.items.length > 0 ? (
            <ul className="mt-4 space-y-4">
              {section.items.map((item) => (
                <li key={item.key}>
                  <PortalItemCard item={item} {...card} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-muted">
              {section.empty}{' '}
              <SmartLink
                href={FINDER_PATH[locale]}
                className="font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
              >
                {t('findSeminar')}
              </SmartLink>
            </p>
          )}
        </section>
      ))}
    </>
  )
}
