import type { Payload, PayloadRequest } from 'payload'

import { bookingCalendarAttachments } from '@/features/calendar/server/attachments'
import { mailAddresses } from '@/features/forms/server/mails'
import { readMailInstitute } from '@/features/mail/institute'
import { env } from '@/lib/env'
import type { Booking } from '@/payload-types'

import { receiptMail } from './mail/ReceiptMail'
import { moduleSeminarTitles } from './module-seminars'
import { staffMail } from './staff-mail'

/**
 * Queues the receipt to the contact person (HTML with a plain-text alternative) and the
 * notification to staff as outbox jobs in the booking's own transaction: either the booking and
 * both mails exist, or none of them. The receipt carries a calendar file per booked date and,
 * when given, the link to the booking's confirmation page.
 */
export async function queueBookingMails(
  payload: Payload,
  req: PayloadRequest,
  booking: Booking,
  options: { confirmationUrl?: string } = {},
): Promise<void> {
  const { staff: staffAddress, office } = await mailAddresses(
    payload,
    req,
    `Booking ${booking.bookingNumber}`,
  )
  const attachments = await bookingCalendarAttachments(payload, req, booking)
  // The receipt invites questions by reply: they go to the office, not to the no-reply sender.
  const customer = await receiptMail({
    booking,
    moduleSeminars: await moduleSeminarTitles(payload, [booking], booking.language, req),
    institute: await readMailInstitute(payload, req, booking.language),
    confirmationUrl: options.confirmationUrl,
    withCalendar: attachments.length > 0,
  })
  await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `booking:${booking.bookingNumber}:customer`,
      to: booking.contact.email,
      replyTo: office,
      ...customer,
      attachments,
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
