import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { cartActions } from '@/features/cart/cart-actions'
import { useCartStore } from '@/features/cart/cart-store'
import type { CartItem, Participant } from '@/features/cart/types'

import type { Booking, BookingInput } from '../schema'
import { saveDraft } from './draft'

const PARTICIPANT_FIELD = /^items\.(\d+)\.participants\.(\d+)\.(\w+)$/

/** The same date or programme in the stored cart, which may have changed since the form opened. */
function storedIndexOf(item: CartItem): number {
  return useCartStore
    .getState()
    .warenkorb.findIndex(
      (stored) =>
        stored.type === item.type &&
        stored._id === item._id &&
        stored.termin_auswahl.termin === item.termin_auswahl.termin &&
        stored.qpID === item.qpID,
    )
}

/**
 * Keeps what the visitor types where a reload or a way back finds it again: participants, contact
 * person and billing address in the stored cart (which the form starts from), booking kind and
 * comment in the draft (draft.ts).
 */
export function useKeepBookingInput(
  form: UseFormReturn<BookingInput, unknown, Booking>,
  items: CartItem[],
) {
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name === 'kind' || name === 'comment') return saveDraft({ [name]: values[name] })
      if (name?.startsWith('contact.') || name?.startsWith('billing.')) {
        const { strasse, plz, ort, land, ustidnr } = values.billing ?? {}
        return cartActions.setContactPerson({ ...values.contact, strasse, plz, ort, land, ustidnr })
      }
      const [, itemIndex, participantIndex, field] = PARTICIPANT_FIELD.exec(name ?? '') ?? []
      const item = field ? items[Number(itemIndex)] : undefined
      const id = item?.teilnehmerData[Number(participantIndex)]?.id
      const stored = item ? storedIndexOf(item) : -1
      if (id === undefined || stored < 0) return
      const value = values.items?.[Number(itemIndex)]?.participants?.[Number(participantIndex)]
      const entry = (value as Record<string, unknown> | undefined)?.[field]
      cartActions.updateParticipant(stored, id, {
        [field as keyof Participant]: typeof entry === 'string' ? entry : '',
      })
    })
    return () => subscription.unsubscribe()
  }, [form, items])
}
