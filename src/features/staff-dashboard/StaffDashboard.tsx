import type { ServerProps } from 'payload'

import { dashboardFigures, type DashboardFigures } from './figures'
import { dashboardTexts, type DashboardTexts, listName } from './texts'
import './dashboard.css'

const ADMIN = '/admin/collections'

/** An admin list filtered by a `where` (Payload's list view reads it from the query string). */
function filteredList(slug: string, where: Record<string, Record<string, string>>): string {
  const query = Object.entries(where)
    .flatMap(([field, ops]) =>
      Object.entries(ops).map(
        ([op, value]) => `where[${field}][${op}]=${encodeURIComponent(value)}`,
      ),
    )
    .join('&')
  return `${ADMIN}/${slug}/${query ? `?${query}` : ''}`
}

function formatters(language: string) {
  const locale = language === 'en' ? 'en-GB' : 'de-DE'
  const zone = { timeZone: 'Europe/Berlin' } as const
  return {
    dateTime: new Intl.DateTimeFormat(locale, { ...zone, dateStyle: 'short', timeStyle: 'short' }),
    time: new Intl.DateTimeFormat(locale, { ...zone, timeStyle: 'short' }),
    date: new Intl.DateTimeFormat(locale, { ...zone, dateStyle: 'medium' }),
  }
}

type Format = ReturnType<typeof formatters>

function NewItems({ figures, t, f, language }: Parts) {
  const heading = figures.since ? t.newSince(f.dateTime.format(new Date(figures.since))) : t.newEver
  return (
    <section className="staff-dashboard__card" aria-labelledby="staff-dashboard-new">
      <h2 id="staff-dashboard-new">{heading}</h2>
      <ul className="staff-dashboard__counts">
        {figures.newItems.map(({ slug, count }) => (
          <li key={slug}>
            <a
              href={
                figures.since
                  ? filteredList(slug, { createdAt: { greater_than: figures.since } })
                  : filteredList(slug, {})
              }
            >
              <span className="staff-dashboard__count">{count}</span> {listName(slug, language)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Callbacks({ figures, t, f }: Parts) {
  const day = (title: string, rows: DashboardFigures['callbacks']['today']) => (
    <div>
      <h3>
        {title} ({rows.length})
      </h3>
      {rows.length === 0 ? (
        <p>{t.noCallbacks}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id}>
              <a href={`${ADMIN}/callback-requests/${row.id}/`}>
                {f.time.format(new Date(row.at))} · {row.name}
              </a>{' '}
              <span>{row.phone}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
  return (
    <section className="staff-dashboard__card" aria-labelledby="staff-dashboard-callbacks">
      <h2 id="staff-dashboard-callbacks">{t.callbacks}</h2>
      {day(t.today, figures.callbacks.today)}
      {day(t.tomorrow, figures.callbacks.tomorrow)}
    </section>
  )
}

function NearlyFull({ figures, t, f }: Parts) {
  return (
    <section className="staff-dashboard__card" aria-labelledby="staff-dashboard-full">
      <h2 id="staff-dashboard-full">{t.nearlyFull}</h2>
      {figures.nearlyFull.length === 0 ? (
        <p>{t.noneNearlyFull}</p>
      ) : (
        <ul>
          {figures.nearlyFull.map((row) => (
            <li key={row.id}>
              <a href={`${ADMIN}/seminar-dates/${row.id}/`}>
                {f.date.format(new Date(row.startDate))} · {row.label}
              </a>{' '}
              <span>{t.seats(row.seatsLeft, row.seatsTotal)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function FailedMails({ figures, t, f }: Parts) {
  const { total, latest } = figures.failedMails
  return (
    <section className="staff-dashboard__card" aria-labelledby="staff-dashboard-failed">
      <h2 id="staff-dashboard-failed">
        {t.failed} ({total})
      </h2>
      {total === 0 ? (
        <p>{t.noneFailed}</p>
      ) : (
        <>
          <ul>
            {latest.map((mail) => (
              <li key={mail.id}>
                <a href={`${ADMIN}/payload-jobs/${mail.id}/`}>{mail.subject}</a>{' '}
                <span>
                  {mail.to} · {f.dateTime.format(new Date(mail.at))}
                </span>
              </li>
            ))}
          </ul>
          <a href={filteredList('payload-jobs', { hasError: { equals: 'true' } })}>
            {t.allFailed(total)}
          </a>
        </>
      )}
    </section>
  )
}

type Parts = { figures: DashboardFigures; t: DashboardTexts; f: Format; language: string }

/**
 * The top of the admin's dashboard for staff (docs/behaviour/roles.md#staff): what arrived since
 * their last visit, today's and tomorrow's callbacks, dates that are nearly full, and mails that
 * failed for good, each linking to the list or record behind it.
 */
export async function StaffDashboard({ payload, user, i18n }: ServerProps) {
  if (!user || user.collection !== 'users') return null
  const language = i18n.language
  const parts: Parts = {
    figures: await dashboardFigures(payload, user),
    t: dashboardTexts(language),
    f: formatters(language),
    language,
  }
  return (
    <div className="staff-dashboard" role="region" aria-label={parts.t.region}>
      <NewItems {...parts} />
      <Callbacks {...parts} />
      <NearlyFull {...parts} />
      <FailedMails {...parts} />
    </div>
  )
}
