import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Currency } from '@/features/seminars/constants'
import { findPublishedProgrammes } from '@/features/programmes/queries'
import { findDates, stillBookable } from '@/features/seminars/queries'
import { formatMoney } from '@/lib/locale-format'
import type { SeminarDateView } from '@/features/seminars/types'

import type { CartDetails, CartProgrammeView } from './types'

/**
 * Bookable dates by id: published seminars only, from today on (or given as text), with live
 * seats. Not cached: the cart must see seats other visitors just took. Unknown ids are left out.
 */
export async function getCartDates(locale: Locale, ids: number[]): Promise<SeminarDateView[]> {
  if (ids.length === 0) return []
  return findDates(locale, { and: [{ id: { in: ids } }, stillBookable()] })
}

/** Published programmes by id with price and modules, in the visitor's language. */
export async function getCartProgrammes(
  locale: Locale,
  ids: number[],
): Promise<CartProgrammeView[]> {
  const programmes = await findPublishedProgrammes(ids, locale)
  return programmes.map((p) => {
    const currency = (p.currency ?? 'EUR') as Currency
    return {
      id: p.id,
      title: p.title,
      price: p.price,
      currency,
      priceLabel: formatMoney(p.price, currency, locale),
      modules: (p.modules ?? []).map((m) => ({
        id: m.id ?? '',
        title: m.title,
        category: m.category,
      })),
    }
  })
}

/** Everything the cart and booking pages show about the cart's dates and programmes. */
export async function getCartDetails(
  locale: Locale,
  dateIds: number[],
  programmeIds: number[],
): Promise<CartDetails> {
  const [dates, programmes] = await Promise.all([
    getCartDates(locale, dateIds),
    getCartProgrammes(locale, programmeIds),
  ])
  return { dates, programmes }
}
