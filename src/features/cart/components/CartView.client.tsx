'use client'

import { useEffect, useRef, useState } from 'react'

import { MAX_PARTICIPANTS_PER_ITEM } from '../constants'
import { useCartDetails } from '../useCartDetails'
import { cartActions } from '../cart-actions'
import { useCartStore, useHydratedCart } from '../cart-store'
import { type LastBooking, readLastBooking } from '../last-booking'
import { type ItemSummary, summarizeCart } from '../summary'
import { CartItemCard, itemTitle } from './CartItemCard'
import { CartTotals } from './CartTotals'
import { EmptyCart } from './EmptyCart'
import { type CartViewLabels, countText, fill } from './labels'

type Props = {
  locale: 'de' | 'en'
  labels: CartViewLabels
  /** /buchung/ or /en/booking/ */
  bookingUrl: string
  /** /seminare/ or /en/seminars/ */
  seminarsUrl: string
}

/** The + button stops at the booking's limit and at the seats the date still has. */
function maxParticipants(line: ItemSummary): number {
  return line.seatsLeft === null
    ? MAX_PARTICIPANTS_PER_ITEM
    : Math.max(1, Math.min(MAX_PARTICIPANTS_PER_ITEM, line.seatsLeft))
}

/**
 * The cart page's content: the stored items joined with the server's live details, participant
 * counts, totals per currency and the way on to the booking; an empty view when there is nothing.
 */
export function CartView({ locale, labels, bookingUrl, seminarsUrl }: Props) {
  const hydrated = useHydratedCart()
  const items = useCartStore((state) => state.warenkorb)
  const { status, details, retry } = useCartDetails(locale, items, hydrated)
  const [announcement, setAnnouncement] = useState('')
  const headingRef = useRef<HTMLHeadingElement>(null)
  const emptyRef = useRef<HTMLHeadingElement>(null)
  const [lastBooking, setLastBooking] = useState<LastBooking | null>(null)
  // Session storage exists only in the browser: read after the first render.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-time read of browser storage
  useEffect(() => setLastBooking(readLastBooking()), [])

  const summary = details ? summarizeCart(items, details, locale) : null
  const participantsText = (count: number) =>
    countText(count, labels.participantsOne, labels.participantsOther)

  const changeCount = (line: ItemSummary, delta: 1 | -1) => {
    if (delta === 1) cartActions.addParticipant(line.index)
    else cartActions.removeParticipant(line.index, line.item.teilnehmerData.at(-1)?.id ?? 0)
    const count = useCartStore.getState().warenkorb[line.index]?.teilnehmer ?? 0
    setAnnouncement(
      fill(labels.countAnnouncement, {
        title: itemTitle(line, labels),
        participants: participantsText(count),
      }),
    )
  }

  const remove = (line: ItemSummary) => {
    cartActions.removeItem(line.index)
    setAnnouncement(fill(labels.removed, { title: itemTitle(line, labels) }))
    // The button is gone: give focus a place to land (the list's heading, or the empty view's).
    requestAnimationFrame(() =>
      (useCartStore.getState().warenkorb.length ? headingRef.current : emptyRef.current)?.focus(),
    )
  }

  return (
    <>
      <p role="status" className="sr-only">
        {!hydrated || status === 'loading' ? labels.loading : announcement}
      </p>
      {renderContent()}
    </>
  )

  function renderContent() {
    if (!hydrated || (status === 'loading' && !summary)) {
      // Holds the empty cart's space (the box, hidden) so that the footer does not jump when a
      // first-time visitor's empty cart appears (Lighthouse measured a layout shift of 0.11).
      return (
        <div aria-hidden="true" className="relative" data-testid="cart-loading">
          <div className="invisible">
            <EmptyCart labels={labels} seminarsUrl={seminarsUrl} />
          </div>
          <p className="absolute inset-x-0 top-8 text-muted">{labels.loading}</p>
        </div>
      )
    }

    if (items.length === 0) {
      return (
        <div data-testid="cart-empty">
          <EmptyCart
            labels={labels}
            seminarsUrl={seminarsUrl}
            headingRef={emptyRef}
            lastBooking={lastBooking}
          />
        </div>
      )
    }

    if (status === 'error' || !summary) {
      return (
        <div
          className="mt-8 max-w-2xl rounded-lg border-l-4 border-red-700 bg-red-50 p-6"
          role="alert"
        >
          <p className="font-semibold text-red-800">{labels.loadError}</p>
          <button type="button" onClick={retry} className="btn-secondary mt-4">
            {labels.retry}
          </button>
        </div>
      )
    }

    return (
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="cart-items-heading">
          <h2
            id="cart-items-heading"
            ref={headingRef}
            tabIndex={-1}
            className="mb-4 text-xl font-semibold outline-none"
          >
            {labels.itemsHeading}
          </h2>
          <ul className="space-y-4">
            {summary.lines.map((line) => (
              <CartItemCard
                key={`${line.item.type}-${line.item._id}-${line.item.termin_auswahl.termin}-${line.item.qpID ?? ''}`}
                line={line}
                labels={labels}
                maxParticipants={maxParticipants(line)}
                onIncrease={() => changeCount(line, 1)}
                onDecrease={() => changeCount(line, -1)}
                onRemove={() => remove(line)}
              />
            ))}
          </ul>
        </section>
        <CartTotals
          totals={summary.totals}
          bookable={summary.bookable}
          bookingUrl={bookingUrl}
          labels={labels}
        />
      </div>
    )
  }
}
