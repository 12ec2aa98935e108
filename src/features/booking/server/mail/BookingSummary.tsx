import { Section, Text } from '@react-email/components'

import { MAIL_COLOURS } from '@/features/mail/brand'
import { MailRows, MailSubheading } from '@/features/mail/components/MailParts'
import { formatMoney } from '@/lib/locale-format'
import type { Booking } from '@/payload-types'

import { bookingFacts } from '../../facts'
import { formatVatRate } from '../../vat'
import { BOOKING_TEXTS } from '../mail-texts'

const itemStyle = {
  margin: '0 0 16px',
  padding: '12px 16px 0',
  border: `1px solid ${MAIL_COLOURS.line}`,
  borderRadius: '4px',
}
const itemTitle = { margin: '0 0 8px', fontSize: '17px', lineHeight: '24px', fontWeight: 700 }
const totalsStyle = { width: '100%', borderCollapse: 'collapse' as const, margin: '0 0 16px' }
const cell = { padding: '6px 0', fontSize: '15px', lineHeight: '22px' }
const amount = { ...cell, textAlign: 'right' as const, whiteSpace: 'nowrap' as const }
const grossCell = {
  borderTop: `2px solid ${MAIL_COLOURS.ink}`,
  fontWeight: 700,
  fontSize: '16px',
}

export type BookingSummaryProps = {
  booking: Booking
  /** The seminar chosen per programme module, by date id (module-seminars.ts). */
  moduleSeminars: ReadonlyMap<number, string>
}

/**
 * The booking number, every booked item (date, place, for a programme the seminar chosen per
 * module, price, participants) and the totals per currency as net, VAT and gross: what every
 * mail to the contact person lists.
 */
export function BookingSummary({ booking, moduleSeminars }: BookingSummaryProps) {
  const facts = bookingFacts(booking, moduleSeminars)
  const language = facts.language
  const t = BOOKING_TEXTS[language]
  return (
    <>
      <MailRows rows={[[t.number, facts.bookingNumber]]} />
      <MailSubheading>{t.booked}</MailSubheading>
      {facts.items.map((item, index) => (
        <Section key={index} style={itemStyle}>
          <Text style={itemTitle}>
            {index + 1}. {item.title}
          </Text>
          <MailRows
            rows={[
              [t.period, item.period],
              [t.place, item.place],
              ...item.modules.map((module, moduleIndex): [string, string] => [
                t.module(moduleIndex + 1),
                [
                  module.title,
                  `${t.seminar}: ${module.seminarTitle ?? '–'}`,
                  [module.period, module.place].filter(Boolean).join(', '),
                ]
                  .filter(Boolean)
                  .join('\n'),
              ]),
              [t.price, `${formatMoney(item.price, item.currency, language)} ${t.perPerson}`],
              [t.participants, item.participants.join('\n')],
            ]}
          />
        </Section>
      ))}
      <MailSubheading>{t.totals}</MailSubheading>
      {facts.totals.map((total) => (
        <table
          key={total.currency}
          role="presentation"
          style={totalsStyle}
          cellPadding={0}
          cellSpacing={0}
        >
          <tbody>
            <tr>
              <td style={cell} data-label="true">
                {t.net}:
              </td>
              <td style={amount}>{formatMoney(total.net, total.currency, language)}</td>
            </tr>
            <tr>
              <td style={cell} data-label="true">
                {t.vat(formatVatRate(total.vatRate, language))}:
              </td>
              <td style={amount}>{formatMoney(total.vat, total.currency, language)}</td>
            </tr>
            <tr>
              <td style={{ ...cell, ...grossCell }} data-label="true">
                {t.gross}:
              </td>
              <td style={{ ...amount, ...grossCell }}>
                {formatMoney(total.gross, total.currency, language)}
              </td>
            </tr>
          </tbody>
        </table>
      ))}
    </>
  )
}
