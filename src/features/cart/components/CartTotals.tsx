import { SmartLink } from '@/components/ui/SmartLink'

import type { CurrencyTotal } from '../summary'
import { type CartViewLabels, fill } from './labels'

type Props = {
  totals: CurrencyTotal[]
  bookable: boolean
  bookingUrl: string
  labels: CartViewLabels
}

/**
 * Totals per currency and the way on to the booking. While an item cannot be booked the link is
 * shown as unavailable (still focusable, so keyboard and screen-reader users learn why).
 */
export function CartTotals({ totals, bookable, bookingUrl, labels }: Props) {
  return (
    <section
      aria-labelledby="cart-totals-heading"
      className="rounded-lg bg-section-grey p-6 lg:sticky lg:top-28"
    >
      <h2 id="cart-totals-heading" className="text-xl font-semibold">
        {labels.totalsHeading}
      </h2>
      <dl className="mt-4 space-y-2" data-testid="cart-totals">
        {totals.map((total) => (
          <div key={total.currency} className="flex items-baseline justify-between gap-4">
            <dt>{fill(labels.totalIn, { currency: total.currency })}</dt>
            <dd className="text-xl font-bold" data-testid={`cart-total-${total.currency}`}>
              {total.label}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-muted">{labels.totalsNote}</p>
      {bookable ? (
        <SmartLink href={bookingUrl} className="btn-primary mt-6 w-full">
          {labels.proceed}
        </SmartLink>
      ) : (
        <>
          <a
            role="link"
            aria-disabled="true"
            tabIndex={0}
            aria-describedby="cart-blocked-note"
            className="mt-6 inline-flex min-h-11 w-full cursor-not-allowed items-center justify-center rounded bg-line px-6 font-semibold text-muted"
          >
            {labels.proceed}
          </a>
          <p id="cart-blocked-note" className="mt-3 text-sm font-semibold text-red-800">
            {labels.blocked}
          </p>
        </>
      )}
    </section>
  )
}
