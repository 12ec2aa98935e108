import type { CollectionBeforeChangeHook, Field } from 'payload'

import { formatMoney } from '@/lib/locale-format'
import type { Booking } from '@/payload-types'

import { type RefusalMessage, refuseBookingSave } from './refusal'

type Item = Pick<Booking['items'][number], 'title' | 'price' | 'currency'>
type Total = NonNullable<Booking['totals']>[number]

/** The booked titles and prices (or the totals) as one comparable value, whatever the row order. */
const asBooked = <T>(rows: T[] | null | undefined, key: (row: T) => unknown[]) =>
  JSON.stringify((rows ?? []).map((row) => JSON.stringify(key(row))).sort())
const itemKey = (item: Item) => [item.title, Number(item.price), item.currency]
const totalKey = (total: Total) => [total.currency, Number(total.amount)]

// Alike seats.ts's refusal by shape only: each guards other fields with its own message.
const PRICES_FIXED_MESSAGE: RefusalMessage = {
  de: 'Titel, Preise und Summen einer Buchung bleiben wie gebucht: Bestätigung und Rechnung beruhen auf ihnen, und die Summe wird nicht neu berechnet. Für andere Konditionen stornieren Sie die Buchung und buchen neu.',
  en: 'The titles, prices and totals of a booking stay as booked: the confirmation and the invoice rest on them, and the total is not recalculated. For other terms, cancel the booking and book again.',
}

/**
 * Refuses a save that changes a booked item's title, price or currency, or the totals. They were
 * copied when booking and mailed in the confirmation; `totals` is computed only by the booking
 * endpoint, so an edited price would leave a total that no longer adds up (like keepSeatsFixed,
 * a refusal rather than a silent reset, so staff know why their change did not stick).
 */
export const keepItemsAsBooked: CollectionBeforeChangeHook<Booking> = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const itemsChanged =
    data.items !== undefined &&
    asBooked(data.items as Item[], itemKey) !== asBooked(originalDoc.items, itemKey)
  const totalsChanged =
    data.totals !== undefined &&
    asBooked(data.totals as Total[] | null, totalKey) !== asBooked(originalDoc.totals, totalKey)
  if (!itemsChanged && !totalsChanged) return data
  refuseBookingSave(req, originalDoc.id, itemsChanged ? 'items' : 'totals', PRICES_FIXED_MESSAGE)
}

/**
 * The totals as one line ('2.980,00 € + 1.690,00 CHF'), computed on read for the list column;
 * nothing stored.
 */
export const totalField: Field = {
  name: 'total',
  type: 'text',
  virtual: true,
  label: { de: 'Summe', en: 'Total' },
  admin: { readOnly: true, position: 'sidebar', disableListFilter: true, disableBulkEdit: true },
  hooks: {
    afterRead: [
      ({ siblingData }) =>
        ((siblingData?.totals ?? []) as Total[])
          .map((total) => formatMoney(total.amount, total.currency, 'de'))
          .join(' + '),
    ],
  },
}
