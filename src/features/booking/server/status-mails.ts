import type { CollectionAfterChangeHook } from 'payload'

import { bookingCalendarAttachments } from '@/features/calendar/server/attachments'
import { officeAddress } from '@/features/forms/server/mails'
import { mailInstitute } from '@/features/mail/institute'
import type { Booking } from '@/payload-types'

import { statusMail } from './mail/StatusMail'
import { moduleSeminarTitles } from './module-seminars'
import type { StatusMailKind } from './status-mail-texts'

const MAILED: readonly StatusMailKind[] = ['confirmed', 'cancelled']

const isMailed = (status: Booking['status']): status is StatusMailKind =>
  (MAILED as readonly string[]).includes(status)

/**
 * When staff set a booking to confirmed or cancelled, the contact person gets the binding
 * confirmation the booking receipt promises, or the cancellation (HTML with a plain-text
 * alternative). The mail is queued in the save's own transaction (the outbox sends it within its
 * 15-second schedule), once per booking and kind: the dedupe key keeps a status set back and
 * forth from mailing twice. The confirmation carries a
 * calendar file per booked date, as the receipt did.
 */
export const mailStatusChange: CollectionAfterChangeHook<Booking> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (
    operation !== 'update' ||
    !previousDoc ||
    doc.status === previousDoc.status ||
    !isMailed(doc.status)
  )
    return doc
  const { payload } = req
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    locale: doc.language,
    req,
    overrideAccess: true,
  })
  const attachments =
    doc.status === 'confirmed' ? await bookingCalendarAttachments(payload, req, doc) : []
  const mail = await statusMail({
    booking: doc,
    kind: doc.status,
    moduleSeminars: await moduleSeminarTitles(payload, [doc], doc.language, req),
    institute: mailInstitute(settings),
    withCalendar: attachments.length > 0,
  })
  await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `booking:${doc.bookingNumber}:${doc.status}`,
      to: doc.contact.email,
      replyTo: officeAddress(settings),
      ...mail,
      attachments,
    },
    req,
  })
  return doc
}
