import type { Currency } from '@/features/seminars/constants'
import type { SeminarDateView } from '@/features/seminars/types'

import type { CartItem } from './types'

/** A programme as the cart shows it (GET /api/json-api/warenkorb/). */
export type CartProgrammeView = {
  id: number
  title: string
  price: number
  currency: Currency
  /** '4.900,00 €' */
  priceLabel: string
  modules: { id: string; title: string; category: string }[]
}

/** The answer of GET /api/json-api/warenkorb/: what the server knows about the cart's ids right now. */
export type CartDetails = { dates: SeminarDateView[]; programmes: CartProgrammeView[] }

/** The endpoint's path; the cart and booking pages both read it. */
export const CART_DETAILS_PATH = '/api/json-api/warenkorb/'

/** Date and programme ids a cart needs details of, each once (programme modules' dates included). */
export function cartDetailIds(items: CartItem[]): { dateIds: number[]; programmeIds: number[] } {
  const dateIds = new Set<number>()
  const programmeIds = new Set<number>()
  const addId = (set: Set<number>, value: string) => {
    const id = Number(value)
    if (Number.isInteger(id) && id > 0) set.add(id)
  }
  for (const item of items) {
    if (item.type === 'seminar') addId(dateIds, item.termin_auswahl.termin)
    else {
      addId(programmeIds, item._id)
      for (const m of item.modules ?? []) addId(dateIds, m.termin)
    }
  }
  return {
    dateIds: [...dateIds].sort((a, b) => a - b),
    programmeIds: [...programmeIds].sort((a, b) => a - b),
  }
}

/** The endpoint URL for a cart's ids, or null when the cart holds none. */
export function cartDetailsUrl(language: 'de' | 'en', items: CartItem[]): string | null {
  const { dateIds, programmeIds } = cartDetailIds(items)
  if (dateIds.length === 0 && programmeIds.length === 0) return null
  const query = new URLSearchParams({ language })
  if (dateIds.length) query.set('termine', dateIds.join(','))
  if (programmeIds.length) query.set('programme', programmeIds.join(','))
  return `${CART_DETAILS_PATH}?${query.toString()}`
}
