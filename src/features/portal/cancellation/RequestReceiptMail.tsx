import { CLOSING } from '@/features/forms/server/mail-format'
import { MailLayout } from '@/features/mail/components/MailLayout'
import {
  MailHeading,
  MailLines,
  MailParagraph,
  MailRows,
} from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'

import type { RequestFacts } from './mail-texts'

const TEXTS = {
  de: {
    subject: (number: string) => `Ihre Stornierungsanfrage zur Buchung ${number} ist eingegangen`,
    heading: 'Ihre Stornierungsanfrage ist eingegangen',
    greeting: (name: string) => `Guten Tag ${name},`,
    intro: (number: string) =>
      `wir haben Ihre Anfrage erhalten, die Buchung ${number} zu stornieren. Sie betrifft:`,
    deadline: (date: string | null) =>
      `Die Frist für eine Stornierung im Kundenportal ist abgelaufen${date ? ` (${date})` : ''}. Unser Team prüft Ihre Anfrage und antwortet Ihnen innerhalb von zwei Werktagen, auch zu Gebühren nach unseren Bedingungen. Bis dahin bleibt die Buchung bestehen.`,
    number: 'Buchungsnummer',
  },
  en: {
    subject: (number: string) => `Cancellation request for booking ${number} received`,
    heading: 'Your cancellation request has arrived',
    greeting: (name: string) => `Dear ${name},`,
    intro: (number: string) =>
      `we have received your request to cancel booking ${number}. It concerns:`,
    deadline: (date: string | null) =>
      `The period for cancelling online has ended${date ? ` (${date})` : ''}, so our team will look at your request and reply within two working days, including any fee our terms provide for. Until then the booking stands.`,
    number: 'Booking number',
  },
} as const

/** The customer's receipt for a cancellation request after the online deadline (HTML + text). */
export function requestReceiptMail(
  facts: RequestFacts,
  locale: Locale,
  institute: MailInstitute,
): Promise<RenderedMail> {
  const t = TEXTS[locale]
  const subject = t.subject(facts.bookingNumber)
  const lastDay = facts.deadline ? formatDate(new Date(facts.deadline.getTime() - 1), locale) : null
  return renderMail(
    subject,
    <MailLayout language={locale} title={subject} preview={t.heading} institute={institute}>
      <MailHeading>{t.heading}</MailHeading>
      <MailParagraph>{t.greeting(facts.contactName)}</MailParagraph>
      <MailParagraph>{t.intro(facts.bookingNumber)}</MailParagraph>
      <MailRows
        rows={[
          [t.number, facts.bookingNumber],
          ...facts.titles.map((title, i) => [`${i + 1}.`, title] as [string, string]),
        ]}
      />
      <MailParagraph>{t.deadline(lastDay)}</MailParagraph>
      <MailLines text={CLOSING[locale]} />
    </MailLayout>,
  )
}
