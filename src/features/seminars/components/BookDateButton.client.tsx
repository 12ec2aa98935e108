'use client'

import { useState } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { addSeminarDateToCart } from '@/features/cart/cart-actions'
import { BOOKING_ACTION } from '@/features/visitor-modals/constants'

export type BookDateLabels = {
  /** Visible text of the button ('Buchen'). */
  book: string
  /** Its full name for screen readers ('Termin 03.12.2026 in Münster buchen'). */
  bookLabel: string
  added: string
  /** Template with {count}: the date was already in the cart and got one more participant. */
  addedAgain: string
  failed: string
  toCart: string
}

type Props = { dateId: number; seminarId: number; cartHref: string; labels: BookDateLabels }

/**
 * Puts one date into the cart (a date already there gets one more participant), says so in a live
 * region and then offers the way to the cart; the visitor stays on the page to book more dates.
 */
export function BookDateButton({ dateId, seminarId, cartHref, labels }: Props) {
  const [message, setMessage] = useState('')
  const [added, setAdded] = useState(false)

  const book = async () => {
    try {
      const count = await addSeminarDateToCart({ dateId, seminarId })
      setMessage(count > 1 ? labels.addedAgain.replace('{count}', String(count)) : labels.added)
      setAdded(true)
    } catch {
      setMessage(labels.failed)
    }
  }

  return (
    <div className="flex flex-col items-start lg:items-end">
      <button
        type="button"
        onClick={book}
        aria-label={labels.bookLabel}
        {...BOOKING_ACTION}
        className="btn-primary w-full sm:w-auto"
      >
        {labels.book}
      </button>
      <p role="status" className="mt-2 text-sm empty:mt-0 lg:text-right">
        {message}
      </p>
      {added && (
        <SmartLink
          href={cartHref}
          className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
        >
          {labels.toCart}
        </SmartLink>
      )}
    </div>
  )
}
