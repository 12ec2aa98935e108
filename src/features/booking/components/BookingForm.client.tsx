'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { useCartStore, useHydratedCart } from '@/features/cart/cart-store'
import type { CartState } from '@/features/cart/types'

import { BookingFormContent, type BookingFormProps } from './BookingFormContent'
import { bookableItemsOf } from './form-values'

/**
 * The booking page's form. It waits for the stored cart, sends visitors with nothing to book to the
 * cart page (docs/behaviour/screens.md), and then works on a snapshot, so that emptying the cart
 * after the booking leaves the confirmation on screen.
 */
export function BookingForm(props: BookingFormProps) {
  const t = useTranslations('booking')
  const router = useRouter()
  const hydrated = useHydratedCart()
  const count = useCartStore((state) => state.warenkorb.length)
  const [snapshot, setSnapshot] = useState<CartState | null>(null)

  useEffect(() => {
    if (!hydrated || snapshot) return
    const cart = useCartStore.getState()
    if (bookableItemsOf(cart).length === 0) router.replace(props.cartHref)
    // The persisted cart loads after mounting; the form keeps it as it was at that moment.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- snapshot of an external store
    else setSnapshot(cart)
  }, [hydrated, snapshot, count, router, props.cartHref])

  if (!snapshot) {
    return (
      <p role="status" className="text-muted">
        {t('loading')}
      </p>
    )
  }
  return <BookingFormContent {...props} cart={snapshot} />
}
