/**
 * VAT on seminar fees by currency (docs/behaviour/states.md#booking-confirmation): prices are net;
 * euro seminars take place in Germany (19 %), franc seminars in Switzerland (8.1 %).
 */
export const VAT_RATES: Record<string, number> = { EUR: 0.19, CHF: 0.081 }

export type TotalWithVat = {
  currency: string
  net: number
  rate: number
  vat: number
  gross: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** Net, VAT (rounded to the cent) and gross of each currency's net total. */
export function withVat(totals: readonly { currency: string; amount: number }[]): TotalWithVat[] {
  return totals.map(({ currency, amount }) => {
    const rate = VAT_RATES[currency] ?? 0
    const vat = cents(amount * rate)
    return { currency, net: cents(amount), rate, vat, gross: cents(amount + vat) }
  })
}
