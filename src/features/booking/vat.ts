/**
 * VAT on seminar fees. Prices are net ("zzgl. MwSt."); each currency is billed on its own: euro
 * prices with German VAT (19 %), franc prices (seminars held in Switzerland) with Swiss VAT
 * (8.1 %).
 */
export const VAT_RATES: Readonly<Record<string, number>> = { EUR: 0.19, CHF: 0.081 }

/** One currency's total: net as booked, the VAT on it (rounded to the cent) and the gross sum. */
export type TotalWithVat = {
  currency: string
  net: number
  vatRate: number
  vat: number
  gross: number
}

const cents = (amount: number) => Math.round(amount * 100) / 100

/** Net, VAT and gross per currency, in the order the booking's totals list them. */
export function totalsWithVat(
  totals: readonly { currency: string; amount: number }[] | null | undefined,
): TotalWithVat[] {
  return (totals ?? []).map(({ currency, amount }) => {
    const vatRate = VAT_RATES[currency] ?? 0
    const vat = cents(amount * vatRate)
    return { currency, net: cents(amount), vatRate, vat, gross: cents(amount + vat) }
  })
}

/** The rate as the language writes a percentage: '19 %', '8,1 %' / '19%', '8.1%'. */
export const formatVatRate = (rate: number, language: 'de' | 'en'): string =>
  new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rate)
