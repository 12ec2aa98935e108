import type { Ref } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'

import type { LastBooking } from '../last-booking'
import { type CartViewLabels, fill } from './labels'

type Props = {
  labels: Pick<
    CartViewLabels,
    'emptyTitle' | 'emptyText' | 'toSeminars' | 'lastBooking' | 'toLastBooking'
  >
  seminarsUrl: string
  headingRef?: Ref<HTMLHeadingElement>
  /** The booking that emptied the cart in this tab: the way back to its confirmation. */
  lastBooking?: LastBooking | null
}

/**
 * The box an empty cart shows: a short text and the way to the seminars; after a booking, first
 * the way back to its confirmation.
 */
export function EmptyCart({ labels, seminarsUrl, headingRef, lastBooking }: Props) {
  return (
    <div className="mt-8 max-w-2xl rounded-lg bg-section-grey p-6 md:p-8">
      {lastBooking && (
        <p
          className="mb-5 border-l-4 border-brand bg-section-blue p-4"
          data-testid="cart-last-booking"
        >
          {fill(labels.lastBooking, { number: lastBooking.number })}{' '}
          <a
            href={lastBooking.path}
            className="font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
          >
            {labels.toLastBooking}
          </a>
        </p>
      )}
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {labels.emptyTitle}
      </h2>
      <p className="mt-2 text-muted">{labels.emptyText}</p>
      <SmartLink href={seminarsUrl} className="btn-primary mt-5">
        {labels.toSeminars}
      </SmartLink>
    </div>
  )
}
