import { MailLayout } from '@/features/mail/components/MailLayout'
import {
  MailButton,
  MailHeading,
  MailLines,
  MailParagraph,
  MailSubheading,
} from '@/features/mail/components/MailParts'
import type { MailInstitute } from '@/features/mail/institute'
import { type RenderedMail, renderMail } from '@/features/mail/render'

import { bookingGreeting, BOOKING_TEXTS } from '../mail-texts'
import { BookingSummary, type BookingSummaryProps } from './BookingSummary'

type ReceiptProps = BookingSummaryProps & {
  institute: MailInstitute
  /** The link to the booking's confirmation page; a button when given. */
  confirmationUrl?: string
  /** Whether calendar files go with the mail (dated items). */
  withCalendar?: boolean
}

/**
 * The receipt right after booking, in the booking's language: received, not yet confirmed, what
 * was booked with net, VAT and gross, and what happens next.
 */
export function ReceiptMail({
  booking,
  moduleSeminars,
  institute,
  confirmationUrl,
  withCalendar,
}: ReceiptProps) {
  const language = booking.language
  const t = BOOKING_TEXTS[language]
  return (
    <MailLayout
      language={language}
      title={t.receipt.subject(booking.bookingNumber, booking.kind)}
      preview={t.receipt.preview}
      institute={institute}
    >
      <MailHeading>{t.receipt.heading(booking.kind)}</MailHeading>
      <MailParagraph>{bookingGreeting(booking)}</MailParagraph>
      <MailParagraph>{t.receipt.intro(booking.kind)}</MailParagraph>
      {confirmationUrl && <MailButton href={confirmationUrl}>{t.receipt.view}</MailButton>}
      <BookingSummary booking={booking} moduleSeminars={moduleSeminars} />
      <MailSubheading>{t.nextHeading}</MailSubheading>
      <ul style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
        {t.receipt.next(booking.kind).map((line) => (
          <li key={line} style={{ margin: '0 0 8px', fontSize: '16px', lineHeight: '24px' }}>
            {line}
          </li>
        ))}
      </ul>
      {withCalendar && <MailParagraph>{t.calendar}</MailParagraph>}
      <MailLines text={t.closing} />
    </MailLayout>
  )
}

/** The receipt rendered for the outbox: subject, HTML and plain text. */
export const receiptMail = (props: ReceiptProps): Promise<RenderedMail> =>
  renderMail(
    BOOKING_TEXTS[props.booking.language].receipt.subject(
      props.booking.bookingNumber,
      props.booking.kind,
    ),
    <ReceiptMail {...props} />,
  )
