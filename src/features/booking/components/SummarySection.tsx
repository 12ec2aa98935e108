import { useTranslations } from 'next-intl'

import type { CartDetailsStatus } from '@/features/cart/useCartDetails'
import type { CurrencyTotal, ItemSummary } from '@/features/cart/summary'

import { itemTitle } from './ParticipantsSection'

type Props = {
  status: CartDetailsStatus
  lines: ItemSummary[] | null
  totals: CurrencyTotal[]
  cartHref: string
}

const linkClass = 'font-medium text-brand underline underline-offset-2 hover:text-brand-darker'

/**
 * What is being booked: each date or programme with price per person × participants, and the totals
 * per currency.
 */
export function SummarySection({ status, lines, totals, cartHref }: Props) {
  const t = useTranslations('booking')
  return (
    <section aria-labelledby="booking-summary" className="rounded-lg bg-section-grey p-5 md:p-6">
      <h2 id="booking-summary" className="text-2xl font-bold">
        {t('summary.title')}
      </h2>
      {(status === 'loading' || status === 'idle') && (
        <p role="status" className="mt-3 text-muted">
          {t('summary.loading')}
        </p>
      )}
      {status === 'error' && <p className="mt-3 text-muted">{t('summary.failed')}</p>}
      {lines && (
        <>
          <ul className="mt-4 divide-y divide-line">
            {lines.map((line) => (
              <li key={line.index} className="py-3">
                {line.availability === 'gone' ? (
                  <p>{t('summary.unavailable')}</p>
                ) : (
                  <>
                    <p className="font-semibold">{itemTitle(line)}</p>
                    {line.date && (
                      <p className="text-sm text-muted">
                        {[line.date.period, line.date.place].filter(Boolean).join(' · ')}
                      </p>
                    )}
                    {line.modules.length > 0 && (
                      <ul className="mt-1 text-sm text-muted">
                        {line.modules.map((m) => (
                          <li key={m.id}>
                            {[m.title, m.date?.period, m.date?.place].filter(Boolean).join(' · ')}
                          </li>
                        ))}
                      </ul>
                    )}
                    <p className="mt-1">
                      {t('summary.line', {
                        price: line.unitPriceLabel,
                        count: line.item.teilnehmer,
                        total: line.subtotalLabel,
                      })}
                    </p>
                    {line.availability === 'full' && (
                      <p className="mt-1 font-semibold text-red-800">{t('summary.full')}</p>
                    )}
                    {line.availability === 'fewSeats' && (
                      <p className="mt-1 font-semibold text-red-800">
                        {t('summary.fewSeats', { count: line.seatsLeft ?? 0 })}
                      </p>
                    )}
                  </>
                )}
                {line.availability !== 'ok' && (
                  <a href={cartHref} className={linkClass}>
                    {t('summary.toCart')}
                  </a>
                )}
              </li>
            ))}
          </ul>
          <dl className="mt-2 border-t-2 border-ink pt-3">
            {totals.map((total) => (
              <div key={total.currency} className="flex justify-between gap-4 text-lg font-bold">
                <dt>{t('summary.total', { currency: total.currency })}</dt>
                <dd>{total.label}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-sm text-muted">{t('summary.priceNote')}</p>
        </>
      )}
    </section>
  )
}
