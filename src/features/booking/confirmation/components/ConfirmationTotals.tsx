import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { INTL_LOCALE, formatMoney } from '@/lib/locale-format'

import type { TotalWithVat } from '../../vat'

type Props = { totals: TotalWithVat[]; locale: Locale }

const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(INTL_LOCALE[locale], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rate)

/** Net, VAT and gross, one table per currency. */
export function ConfirmationTotals({ totals, locale }: Props) {
  const t = useTranslations('bookingConfirmation')
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {totals.map((total) => (
        <table
          key={total.currency}
          data-testid={`confirmation-total-${total.currency}`}
          className="w-full rounded-lg bg-section-grey break-inside-avoid"
        >
          <caption className="px-5 pt-4 text-left font-semibold">
            {t('totalsCaption', { currency: total.currency })}
          </caption>
          <tbody>
            <tr>
              <th scope="row" className="px-5 pt-3 text-left font-normal">
                {t('net')}
              </th>
              <td className="px-5 pt-3 text-right tabular-nums">
                {formatMoney(total.net, total.currency, locale)}
              </td>
            </tr>
            <tr>
              <th scope="row" className="px-5 pt-1 text-left font-normal">
                {t('vat', { rate: percent(total.rate, locale) })}
              </th>
              <td className="px-5 pt-1 text-right tabular-nums">
                {formatMoney(total.vat, total.currency, locale)}
              </td>
            </tr>
            <tr className="text-lg font-bold">
              <th scope="row" className="px-5 pt-2 pb-4 text-left">
                {t('gross')}
              </th>
              <td className="px-5 pt-2 pb-4 text-right tabular-nums">
                {formatMoney(total.gross, total.currency, locale)}
              </td>
            </tr>
          </tbody>
        </table>
      ))}
    </div>
  )
}
