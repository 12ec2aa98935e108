import type { Payload, PayloadRequest } from 'payload'

import { bookingCalendarAttachments } from '@/features/calendar/server/attachments'
import { mailAddresses } from '@/features/forms/server/mails'
import { env } from '@/lib/env'
import type { Booking } from '@/payload-types'

import { confirmationPath } from '../confirmation/links'
import { customerMail, staffMail } from './mail-texts'

/**
 * Queues the confirmation to the contact person and the notification to staff as outbox jobs in
 * the booking's own transaction: either the booking and both mails exist, or none of them. The
 * contact person's receipt carries a calendar file per booked date and the link to the
 * confirmation page (its token is in this mail and nowhere else).
 */
export async function queueBookingMails(
  payload: Payload,
  req: PayloadRequest,
  booking: Booking,
  confirmationToken: string,
): Promise<void> {
  const { staff: staffAddress, office } = await mailAddresses(
    payload,
    req,
    `Booking ${booking.bookingNumber}`,
  )
  // The confirmation invites questions by reply: they go to the office, not to the no-reply sender.
  const customer = customerMail(booking, {
    confirmationUrl: `${env.SITE_URL}${confirmationPath(booking.language, confirmationToken)}`,
  })
  await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `booking:${booking.bookingNumber}:customer`,
      to: booking.contact.email,
      replyTo: office,
      subject: customer.subject,
      text: customer.text,
      attachments: await bookingCalendarAttachments(payload, req, booking),
    },
    req,
  })
  if (!staffAddress) return
  const staff = staffMail(booking, `${env.SITE_URL}/admin/collections/bookings/${booking.id}/`)
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
