import { useTranslations } from 'next-intl'

import type { Currency } from '@/features/seminars/constants'
import { formatPrice } from '@/features/seminars/format'

import type { CartDetails } from './useCartDetails'

type Props = { items: { dateId: number; participants: number }[]; details: CartDetails; cartHref: string }

/** Sums of price × participants per currency (EUR and CHF are never added together). */
export function totalsByCurrency(lines: { price: number; currency: Currency; participants: number }[]): [Currency, number][] {
  const totals = new Map<Currency, number>()
  for (const line of lines) totals.set(line.currency, (totals.get(line.currency) ?? 0) + line.price * line.participants)
  return [...totals]
}

/** What is being booked: each date with period, place, price per person × participants, and the totals. */
export function SummarySection({ items, details, cartHref }: Props) {
  const t = useTranslations('booking')
  const lines = items.map((item) => ({ ...item, date: details.dates.get(item.dateId) }))
  const priced = lines.flatMap(({ date, participants }) => (date ? [{ price: date.price, currency: date.currency, participants }] : []))

  return (
    <section aria-labelledby="booking-summary" className="rounded-lg bg-section-grey p-5 md:p-6">
      <h2 id="booking-summary" className="text-2xl font-bold">
        {t('summary.title')}
      </h2>
      {details.status === 'loading' && (
        <p role="status" className="mt-3 text-muted">
          {t('summary.loading')}
        </p>
      )}
      {details.status === 'failed' && <p className="mt-3 text-muted">{t('summary.failed')}</p>}
      {details.status === 'ready' && (
        <>
          <ul className="mt-4 divide-y divide-line">
            {lines.map(({ dateId, participants, date }) => (
              <li key={dateId} className="py-3">
                {date ? (
                  <>
                    <p className="font-semibold">{date.seminarTitle}</p>
                    <p className="text-sm text-muted">{[date.period, date.place].filter(Boolean).join(' · ')}</p>
                    <p className="mt-1">
                      {t('summary.line', { price: formatPrice(date.price, date.currency), count: participants, total: formatPrice(date.price * participants, date.currency) })}
                    </p>
                  </>
                ) : (
                  <p>
                    {t('summary.unavailable')}{' '}
                    <a href={cartHref} className="font-medium text-brand underline underline-offset-2">
                      {t('summary.toCart')}
                    </a>
                  </p>
                )}
              </li>
            ))}
          </ul>
          <dl className="mt-2 border-t-2 border-ink pt-3">
            {totalsByCurrency(priced).map(([currency, total]) => (
              <div key={currency} className="flex justify-between gap-4 text-lg font-bold">
                <dt>{t('summary.total', { currency })}</dt>
                <dd>{formatPrice(total, currency)}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-muted">{t('summary.priceNote')}</p>
        </>
      )}
    </section>
  )
}
