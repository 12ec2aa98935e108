import { MailLayout } from '@/features/mail/components/MailLayout'
import { MailHeading, MailLines, MailParagraph } from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { bookingGreeting, BOOKING_TEXTS } from '../mail-texts'
import { STATUS_TEXTS, type StatusMailKind } from '../status-mail-texts'
import { BookingSummary, type BookingSummaryProps } from './BookingSummary'

type StatusProps = BookingSummaryProps & {
  kind: StatusMailKind
  institute: MailInstitute
  withCalendar?: boolean
}

/**
 * The mail when staff confirm a booking (the one mail that calls it binding) or cancel it, in the
 * booking's language, with the same summary as the receipt.
 */
export function StatusMail({
  booking,
  moduleSeminars,
  kind,
  institute,
  withCalendar,
}: StatusProps) {
  const language = booking.language
  const t = STATUS_TEXTS[language][kind]
  const reservation = booking.kind === 'reservierung'
  return (
    <MailLayout
      language={language}
      title={t.subject(booking.bookingNumber, reservation)}
      preview={t.preview(reservation)}
      institute={institute}
    >
      <MailHeading>{t.heading(reservation)}</MailHeading>
      <MailParagraph>{bookingGreeting(booking)}</MailParagraph>
      <MailParagraph>{t.intro(reservation)}</MailParagraph>
      <BookingSummary booking={booking} moduleSeminars={moduleSeminars} />
      {t.next.map((line) => (
        <MailParagraph key={line}>{line}</MailParagraph>
      ))}
      {withCalendar && <MailParagraph>{BOOKING_TEXTS[language].calendar}</MailParagraph>}
      <MailLines text={BOOKING_TEXTS[language].closing} />
    </MailLayout>
  )
}

/** The confirmation or cancellation rendered for the outbox. */
export const statusMail = (props: StatusProps): Promise<RenderedMail> =>
  renderMail(
    STATUS_TEXTS[props.booking.language][props.kind].subject(
      props.booking.bookingNumber,
      props.booking.kind === 'reservierung',
    ),
    <StatusMail {...props} />,
  )
