import type { Locale } from '@/i18n/locales'
import { INTL_LOCALE } from '@/lib/locale-format'

/**
 * VAT on seminar prices, which are net (docs/behaviour/limits.md, "VAT"): German VAT on euro
 * dates, Swiss VAT on franc dates (held in Switzerland). Amounts are rounded to the cent.
 */
export const VAT_RATES: Record<string, number> = { EUR: 0.19, CHF: 0.081 }

export type AmountWithVat = {
  currency: string
  net: number
  vat: number
  gross: number
  rate: number
}

const cents = (value: number) => Math.round(value * 100) / 100

/** Net totals per currency, with their VAT and gross amounts. */
export function amountsWithVat(totals: { currency: string; amount: number }[]): AmountWithVat[] {
  return totals.map(({ currency, amount }) => {
    const rate = VAT_RATES[currency] ?? 0
    const vat = cents(amount * rate)
    return {
      currency,
      net: amount,
      vat,
      gross: cents(amount + vat),
      rate,
    }
  })
}

/** A VAT rate as the language writes it: '19 %', '8,1 %'; '19%', '8.1%'. */
export const formatVatRate = (rate: number, locale: Locale): string =>
  new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 1 }).format(
    rate,
  )
