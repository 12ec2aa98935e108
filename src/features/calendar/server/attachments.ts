import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import type { MailAttachment } from '@/lib/mail/sendMailTask'
import { relationId } from '@/lib/relations'
import type { Booking } from '@/payload-types'

import { CALENDAR_CONTENT_TYPE } from '../constants'
import { calendarFileName, toCalendarEntry } from '../entry'
import { writeCalendar } from '../ics'
import { readCalendarDates } from './read-dates'

/** Every date a booking holds seats on: booked seminars and the dates chosen for modules. */
export function bookedDateIds(booking: Pick<Booking, 'items'>): number[] {
  const ids = booking.items.flatMap((item) => [
    relationId(item.seminarDate ?? null),
    ...(item.modules ?? []).map((module) => relationId(module.seminarDate ?? null)),
  ])
  return [...new Set(ids.filter((id): id is number => id !== null))]
}

/**
 * One calendar file per booked date that falls on a day, in the booking's language, for the
 * booking's mails. Read in the booking's transaction when given (the dates were checked when it was
 * made), or just before it, while the receipt is prepared.
 */
export async function bookingCalendarAttachments(
  payload: Payload,
  req: PayloadRequest | undefined,
  booking: Pick<Booking, 'items' | 'language'>,
): Promise<MailAttachment[]> {
  const dates = await readCalendarDates(payload, bookedDateIds(booking), {
    locale: booking.language,
    req,
    overrideAccess: true,
  })
  return dates.flatMap((date) => {
    const entry = toCalendarEntry(date, booking.language, env.SITE_URL)
    if (!entry) return []
    return [
      {
        filename: calendarFileName(entry, date.seminar.code),
        contentType: CALENDAR_CONTENT_TYPE,
        content: writeCalendar([entry]),
      },
    ]
  })
}
