import type { Payload, PayloadRequest } from 'payload'

import { bookingCalendarAttachments } from '@/features/calendar/server/attachments'
import { mailAddresses } from '@/features/forms/server/mails'
import { readMailInstitute } from '@/features/mail/institute'
import type { RenderedMail } from '@/features/mail/render'
import { env } from '@/lib/env'
import type { MailAttachment } from '@/lib/mail/sendMailTask'
import type { Booking } from '@/payload-types'

import { receiptMail } from './mail/ReceiptMail'
import { moduleSeminarTitles } from './module-seminars'
import { staffMail } from './staff-mail'

/** The receipt to the contact person, rendered, with its calendar files. */
export type PreparedReceipt = {
  bookingNumber: string
  mail: RenderedMail
  attachments: MailAttachment[]
}

/**
 * Renders the receipt (HTML with a plain-text alternative) and reads its calendar files. The
 * booking endpoint does this before its transaction, for the booking as it is about to be stored,
 * so the database's write lock never waits on rendering; without `req` it reads outside any
 * transaction.
 */
export async function prepareReceipt(
  payload: Payload,
  booking: Booking,
  options: { req?: PayloadRequest; confirmationUrl?: string } = {},
): Promise<PreparedReceipt> {
  const { req, confirmationUrl } = options
  const attachments = await bookingCalendarAttachments(payload, req, booking)
  const mail = await receiptMail({
    booking,
    moduleSeminars: await moduleSeminarTitles(payload, [booking], booking.language, req),
    institute: await readMailInstitute(payload, req, booking.language),
    confirmationUrl,
    withCalendar: attachments.length > 0,
  })
  return { bookingNumber: booking.bookingNumber, mail, attachments }
}

/**
 * Queues the receipt to the contact person and the notification to staff (plain text) as outbox
 * jobs in the booking's own transaction: either the booking and both mails exist, or none of them.
 * The receipt is the one prepared before the transaction when it was made for this booking number,
 * otherwise it is rendered now (with the link to the confirmation page, when there is one).
 */
export async function queueBookingMails(
  payload: Payload,
  req: PayloadRequest,
  booking: Booking,
  options: { prepared?: PreparedReceipt; confirmationUrl?: string } = {},
): Promise<void> {
  const { prepared, confirmationUrl } = options
  const { staff: staffAddress, office } = await mailAddresses(
    payload,
    req,
    `Booking ${booking.bookingNumber}`,
  )
  const receipt =
    prepared?.bookingNumber === booking.bookingNumber
      ? prepared
      : await prepareReceipt(payload, booking, { req, confirmationUrl })
  // The receipt invites questions by reply: they go to the office, not to the no-reply sender.
  await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `booking:${booking.bookingNumber}:customer`,
      to: booking.contact.email,
      replyTo: office,
      ...receipt.mail,
      attachments: receipt.attachments,
    },
    req,
  })
  if (!staffAddress) return
  const staff = staffMail(
    booking,
    `${env.SITE_URL}/admin/collections/bookings/${booking.id}/`,
    await moduleSeminarTitles(payload, [booking], 'de', req),
  )
  await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `booking:${booking.bookingNumber}:staff`,
      to: staffAddress,
      replyTo: booking.contact.email,
      subject: staff.subject,
      text: staff.text,
    },
    req,
  })
}
