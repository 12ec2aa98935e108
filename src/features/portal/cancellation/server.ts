import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'

import { busy, json } from '@/features/forms/server/http'
import { mailAddresses } from '@/features/forms/server/mails'
import { inTransaction } from '@/features/forms/server/transaction'
import { readMailInstitute } from '@/features/mail/institute'
import { type Locale, locales } from '@/i18n/locales'
import { sendQueuedMails } from '@/lib/mail/outbox'
import type { Booking } from '@/payload-types'

import { failure, readCustomerRequest } from '../profile/server/request'

import { requestStaffMail } from './mail-texts'
import { requestReceiptMail } from './RequestReceiptMail'
import {
  cancellationDeadline,
  cancellationOption,
  DEFAULT_CANCELLATION_DAYS,
  firstStartOf,
} from './rules'

export const cancellationRequestSchema = z.strictObject({
  message: z.strictObject({
    bookingId: z
      .number()
      .int()
      .positive()
      .max(2 ** 31),
    locale: z.enum(locales).default('de'),
  }),
})

type Outcome = 'cancelled' | 'requested' | 'notFound' | 'notCancellable'

/**
 * POST /api/json-api/kundenportal/stornierung/ `{message: {bookingId, locale}}`: the logged-in
 * customer cancels one of their bookings (docs/behaviour/cancellation.md). Before the deadline the
 * booking is set to cancelled, as staff would: the status hooks free the seats and mail the
 * cancellation. After it, the booking stands and staff get a request (and the customer a
 * receipt). Another customer's booking is "not found", as a missing one.
 */
export async function handleCancellationRequest(
  request: Request,
  payload: Payload,
  now: Date = new Date(),
): Promise<Response> {
  try {
    const read = await readCustomerRequest(request, payload, cancellationRequestSchema)
    if (!read.ok) return read.response
    const { customer, message } = read
    const result = await inTransaction(payload, async (req): Promise<Outcome> => {
      const { docs } = await payload.find({
        collection: 'bookings',
        where: { id: { equals: message.bookingId } },
        user: customer,
        overrideAccess: false,
        depth: 1,
        limit: 1,
        pagination: false,
        req,
      })
      const booking = docs[0] as Booking | undefined
      if (!booking) return 'notFound'
      const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
      const days = settings.cancellationDays ?? DEFAULT_CANCELLATION_DAYS
      const firstStart = firstStartOf(booking)
      const option = cancellationOption({ ...booking, firstStart }, days, now)
      if (option === 'online') {
        // The customer may not write bookings; this one change is made for them, as staff would.
        await payload.update({
          collection: 'bookings',
          id: booking.id,
          data: { status: 'cancelled' },
          overrideAccess: true,
          depth: 0,
          req,
        })
        return 'cancelled'
      }
      if (option !== 'request') return 'notCancellable'
      await payload.update({
        collection: 'bookings',
        id: booking.id,
        data: { cancellationRequestedAt: now.toISOString() },
        overrideAccess: true,
        depth: 0,
        req,
      })
      await queueRequestMails(
        payload,
        req,
        booking,
        message.locale,
        cancellationDeadline(firstStart, days),
      )
      return 'requested'
    })
    if (result.status === 'busy') return busy()
    const outcome = result.value
    // Committed: the cancellation or the request mails go out now, not on the next schedule.
    if (outcome === 'cancelled' || outcome === 'requested') sendQueuedMails(payload)
    if (outcome === 'notFound') return json({ status: 'error', code: 'notFound' }, 404)
    if (outcome === 'notCancellable') return json({ status: 'error', code: 'notCancellable' }, 409)
    return json({ status: 'ok', outcome })
  } catch (error) {
    return failure(payload, error, 'cancellation')
  }
}

async function queueRequestMails(
  payload: Payload,
  req: PayloadRequest,
  booking: Booking,
  locale: Locale,
  deadline: Date | null,
): Promise<void> {
  const facts = {
    bookingNumber: booking.bookingNumber,
    contactName: booking.contactName ?? '',
    customerEmail: booking.contact.email,
    titles: booking.items.map((item) => [item.title, item.period].filter(Boolean).join(', ')),
    deadline,
  }
  const { staff, office } = await mailAddresses(
    payload,
    req,
    `Cancellation ${booking.bookingNumber}`,
  )
  const receipt = await requestReceiptMail(
    facts,
    locale,
    await readMailInstitute(payload, req, locale),
  )
  await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `booking:${booking.bookingNumber}:cancellation-request`,
      to: booking.contact.email,
      replyTo: office,
      ...receipt,
    },
    req,
  })
  if (!staff) return
  await payload.jobs.queue({
    task: 'sendMail',
    input: {
      dedupeKey: `booking:${booking.bookingNumber}:cancellation-request:staff`,
      to: staff,
      replyTo: booking.contact.email,
      ...requestStaffMail(facts),
    },
    req,
  })
}
