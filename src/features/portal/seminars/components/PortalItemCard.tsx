import { SmartLink } from '@/components/ui/SmartLink'
import { CalendarFileLink } from '@/features/calendar/components/CalendarFileLink'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'

import { BookingActions } from '../../cancellation/components/BookingActions'
import type { PortalItem } from '../../timeline'
import { STATUS_BADGE, type SeminarsTranslator } from '../constants'
import type { CatalogueLinks } from '../links'

const linkClass = 'text-brand underline underline-offset-2 hover:text-brand-darker'

/** A title linked to its catalogue page while that page exists. */
function Title({ text, href }: { text: string; href: string | undefined }) {
  return href ? (
    <SmartLink href={href} className={linkClass}>
      {text}
    </SmartLink>
  ) : (
    <>{text}</>
  )
}

/**
 * The date whose calendar file the card offers: one on a day that is still to come, in a booking
 * not cancelled, of a seminar still published (only those files are served); otherwise null.
 */
function calendarDateId(
  item: PortalItem,
  date: { dateId: number | null; seminarId: number | null; day: string | null },
  links: CatalogueLinks,
): number | null {
  const offered =
    date.day !== null &&
    !item.past &&
    item.status !== 'cancelled' &&
    links.seminars.has(date.seminarId ?? -1)
  return offered ? date.dateId : null
}

/** One booked seminar or programme: what, when, where, for whom, and how far it has got. */
export function PortalItemCard({
  item,
  links,
  locale,
  t,
  cancellationDays,
}: {
  item: PortalItem
  links: CatalogueLinks
  locale: Locale
  t: SeminarsTranslator
  cancellationDays: number
}) {
  const href =
    item.type === 'seminar'
      ? links.seminars.get(item.seminarId ?? -1)
      : links.programmes.get(item.programmeId ?? -1)
  const calendarLink = (dateId: number, title: string, period: string) => (
    <CalendarFileLink
      dateId={dateId}
      locale={locale}
      text={t('calendar')}
      label={t('calendarLabel', { title, period })}
    />
  )
  const seminarDateId = calendarDateId(item, { ...item, day: item.start }, links)
  const moduleCalendar = (module: PortalItem['modules'][number]) => {
    const dateId = calendarDateId(item, { ...module, day: module.end }, links)
    return dateId === null ? null : calendarLink(dateId, module.title, module.period)
  }
  return (
    <article
      className="rounded-lg border border-line p-5"
      aria-labelledby={`portal-item-${item.key}`}
    >
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">
        {t(`type.${item.type}`)}
      </p>
      <h3 id={`portal-item-${item.key}`} className="mt-1 text-lg leading-snug font-semibold">
        <Title text={item.title} href={href} />
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[11rem_1fr]">
        <dt className="text-muted">{t('statusLabel')}</dt>
        <dd>
          <span
            className={`inline-block rounded border px-2 text-sm font-semibold ${STATUS_BADGE[item.status]}`}
          >
            {t(`status.${item.status}`)}
          </span>
        </dd>
        {item.type === 'seminar' && (
          <>
            <dt className="text-muted">{t('period')}</dt>
            <dd>{item.period || t('periodOpen')}</dd>
            {item.place && (
              <>
                <dt className="text-muted">{t('place')}</dt>
                <dd>{item.place}</dd>
              </>
            )}
          </>
        )}
        <dt className="text-muted">{t('bookingNumber')}</dt>
        <dd>{item.bookingNumber}</dd>
        <dt className="text-muted">{t('bookedOn')}</dt>
        <dd>{formatDate(item.bookedAt, locale)}</dd>
        <dt className="text-muted">{t('kindLabel')}</dt>
        <dd>{t(`kind.${item.kind}`)}</dd>
      </dl>
      {seminarDateId !== null && (
        <p className="mt-3">{calendarLink(seminarDateId, item.title, item.period)}</p>
      )}
      {item.modules.length > 0 && (
        <>
          <h4 className="mt-4 font-semibold">{t('modules')}</h4>
          <ol className="mt-2 space-y-2">
            {item.modules.map((module) => (
              <li key={module.moduleId} className="border-l-2 border-line pl-3">
                <Title text={module.title} href={links.seminars.get(module.seminarId ?? -1)} />
                <span className="block text-sm text-muted">
                  {[module.period || t('periodOpen'), module.place].filter(Boolean).join(' · ')}
                </span>
                {module.completed && (
                  <span className="block text-sm font-semibold text-muted">{t('moduleDone')}</span>
                )}
                {moduleCalendar(module)}
              </li>
            ))}
          </ol>
        </>
      )}
      <h4 className="mt-4 font-semibold">{t('participants')}</h4>
      <ul className="mt-1 list-disc pl-6">
        {item.participants.map((participant) => (
          <li key={participant.id}>{participant.name}</li>
        ))}
      </ul>
      <BookingActions item={item} days={cancellationDays} locale={locale} t={t} />
    </article>
  )
}
