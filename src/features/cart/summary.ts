import { CURRENCIES, type Currency } from '@/features/seminars/constants'
import type { SeminarDateView } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'
import { formatMoney } from '@/lib/locale-format'

import type { CartDetails, CartItem, CartProgrammeView } from './types'

/**
 * Whether an item can be booked as it stands: 'gone' (date or programme no longer offered),
 * 'full' (no seat left), 'fewSeats' (fewer seats left than participants) or 'ok'.
 */
export type ItemAvailability = 'ok' | 'gone' | 'full' | 'fewSeats'

/** A programme module with the date chosen for it, when the server still knows that date. */
export type ModuleLine = {
  id: string
  title: string
  category: string
  date: SeminarDateView | null
}

/** One cart item with what the server says about it, ready to show. */
export type ItemSummary = {
  item: CartItem
  index: number
  availability: ItemAvailability
  /** Seats left on the item's tightest date; null when unknown. */
  seatsLeft: number | null
  date: SeminarDateView | null
  programme: CartProgrammeView | null
  modules: ModuleLine[]
  unitPrice: number
  currency: Currency
  subtotal: number
  /** Price per person and subtotal in the page's language: '€1,490.00'. */
  unitPriceLabel: string
  subtotalLabel: string
}

/** Totals per currency (EUR and CHF are never added up), in CURRENCIES order, only those used. */
export type CurrencyTotal = { currency: Currency; amount: number; label: string }

function availabilityOf(
  dates: (SeminarDateView | null)[],
  participants: number,
): { availability: ItemAvailability; seatsLeft: number | null } {
  if (dates.length === 0 || dates.some((d) => d === null))
    return { availability: 'gone', seatsLeft: null }
  const seatsLeft = Math.min(...dates.map((d) => (d as SeminarDateView).seatsLeft))
  if (seatsLeft <= 0) return { availability: 'full', seatsLeft: 0 }
  return { availability: seatsLeft < participants ? 'fewSeats' : 'ok', seatsLeft }
}

/**
 * Joins the cart's items with the server's details: availability, prices and subtotals, the
 * amounts written in the page's language.
 */
export function summarizeCart(
  items: CartItem[],
  details: CartDetails,
  locale: Locale,
): { lines: ItemSummary[]; totals: CurrencyTotal[]; bookable: boolean } {
  const amounts = (unitPrice: number, currency: Currency, participants: number) => ({
    unitPrice,
    currency,
    subtotal: unitPrice * participants,
    unitPriceLabel: formatMoney(unitPrice, currency, locale),
    subtotalLabel: formatMoney(unitPrice * participants, currency, locale),
  })
  const dateById = new Map(details.dates.map((d) => [String(d.id), d]))
  const programmeById = new Map(details.programmes.map((p) => [String(p.id), p]))

  const lines = items.map((item, index): ItemSummary => {
    if (item.type === 'seminar') {
      const date = dateById.get(item.termin_auswahl.termin) ?? null
      const price = date?.price ?? 0
      return {
        item,
        index,
        ...availabilityOf([date], item.teilnehmer),
        date,
        programme: null,
        modules: [],
        ...amounts(price, date?.currency ?? 'EUR', item.teilnehmer),
      }
    }
    const programme = programmeById.get(item._id) ?? null
    const chosen = item.modules ?? []
    const modules = chosen.map((m) => {
      const known = programme?.modules.find((pm) => pm.id === m._id)
      return {
        id: m._id,
        title: known?.title ?? m.title,
        category: known?.category ?? m.modul_kategorie,
        date: dateById.get(m.termin) ?? null,
      }
    })
    // A programme is bookable only while it and every chosen module date are offered.
    const dates =
      programme && chosen.every((m) => programme.modules.some((pm) => pm.id === m._id))
        ? modules.map((m) => m.date)
        : []
    const price = programme?.price ?? 0
    return {
      item,
      index,
      ...availabilityOf(dates, item.teilnehmer),
      date: null,
      programme,
      modules,
      ...amounts(price, programme?.currency ?? 'EUR', item.teilnehmer),
    }
  })

  const sums = new Map<Currency, number>()
  for (const line of lines)
    if (line.availability !== 'gone')
      sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.subtotal)
  const totals = CURRENCIES.filter((c) => sums.has(c)).map((currency) => {
    const amount = sums.get(currency) ?? 0
    return { currency, amount, label: formatMoney(amount, currency, locale) }
  })
  return {
    lines,
    totals,
    bookable: lines.length > 0 && lines.every((l) => l.availability === 'ok'),
  }
}
