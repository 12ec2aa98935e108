import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import type { Booking } from '@/payload-types'

import { withWriteLock } from './db'
import { customerMail, staffMail } from './mail-texts'

/**
 * Queues the confirmation to the contact person and the notification to staff as outbox jobs in
 * the booking's own transaction: either the booking and both mails exist, or none of them.
 */
export async function queueBookingMails(payload: Payload, req: PayloadRequest, booking: Booking): Promise<void> {
  const customer = customerMail(booking)
  await payload.jobs.queue({ task: 'sendMail', input: { dedupeKey: `booking:${booking.bookingNumber}:customer`, to: booking.contact.email, subject: customer.subject, text: customer.text }, req })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
  if (!settings.email) {
    payload.logger.warn(`Booking ${booking.bookingNumber}: no staff address in the site settings, staff mail not queued`)
    return
  }
  const staff = staffMail(booking, `${env.SITE_URL}/admin/collections/bookings/${booking.id}/`)
  await payload.jobs.queue({
    task: 'sendMail',
    input: { dedupeKey: `booking:${booking.bookingNumber}:staff`, to: settings.email, replyTo: booking.contact.email, subject: staff.subject, text: staff.text },
    req,
  })
}

const state = globalThis as typeof globalThis & { __bookingMailRunWaiting?: boolean }
const MAIL_BATCH = 20

/**
 * Sends queued mails now instead of at the next cron tick; never awaited by the booking answer.
 * While one run waits for the write lock, further calls add nothing: that run will see their jobs.
 * Jobs run one after another (in parallel they would collide on SQLite's write lock), in batches
 * that give the lock back to waiting bookings in between.
 */
export function sendQueuedMails(payload: Payload): void {
  if (state.__bookingMailRunWaiting) return
  state.__bookingMailRunWaiting = true
  withWriteLock(payload, async () => {
    state.__bookingMailRunWaiting = false
    const result = await payload.jobs.run({ queue: 'default', limit: MAIL_BATCH, sequential: true, silent: { info: true } })
    return Object.keys(result.jobStatus ?? {}).length >= MAIL_BATCH
  })
    .then((more) => {
      if (more) sendQueuedMails(payload)
    })
    .catch((error: unknown) => {
      state.__bookingMailRunWaiting = false
      // The cron retries whatever this run could not send.
      payload.logger.error({ err: error, msg: 'Sending queued booking mails failed' })
    })
}
