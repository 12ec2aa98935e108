import { useTranslations } from 'next-intl'

import type { Locale } from '@/i18n/locales'
import { formatMoney } from '@/lib/locale-format'

import { formatVatRate, type TotalWithVat } from '../../vat'

type Props = { totals: TotalWithVat[]; locale: Locale }

function AmountRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'border-t border-line font-bold md:text-lg' : undefined}>
      <th scope="row" className={`pt-2 pr-4 text-left ${strong ? '' : 'font-normal'}`}>
        {label}
      </th>
      <td className="pt-2 text-right whitespace-nowrap tabular-nums">{amount}</td>
    </tr>
  )
}

/** Net, VAT and gross, one table per currency. */
export function ConfirmationTotals({ totals, locale }: Props) {
  const t = useTranslations('bookingConfirmation')
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {totals.map((total) => {
        const format = (amount: number) => formatMoney(amount, total.currency, locale)
        return (
          // The box around the table: a caption sits outside a table's own background.
          <div
            key={total.currency}
            className="rounded-lg bg-section-grey px-5 py-4 break-inside-avoid print:border print:border-line"
          >
            <table data-testid={`confirmation-total-${total.currency}`} className="w-full">
              <caption className="pb-1 text-left font-semibold">
                {t('totalsCaption', { currency: total.currency })}
              </caption>
              <tbody>
                <AmountRow label={t('net')} amount={format(total.net)} />
                <AmountRow
                  label={t('vat', { rate: formatVatRate(total.vatRate, locale) })}
                  amount={format(total.vat)}
                />
                <AmountRow label={t('gross')} amount={format(total.gross)} strong />
              </tbody>
            </table>
          </div>
        )
      })}
    </div>
  )
}
