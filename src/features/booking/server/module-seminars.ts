import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/relations'
import type { Booking, Seminar } from '@/payload-types'

/**
 * The seminar chosen for each module of a booked programme is the seminar of the module's booked
 * date. A booking stores the module's title and the date; this reads the dates' seminars' titles
 * (in `language`), keyed by date id, for the mails and the CSV export.
 */
export async function moduleSeminarTitles(
  payload: Payload,
  bookings: readonly Pick<Booking, 'items'>[],
  language: 'de' | 'en',
  req?: PayloadRequest,
): Promise<Map<number, string>> {
  const ids = [
    ...new Set(
      bookings.flatMap((booking) =>
        booking.items.flatMap((item) =>
          (item.modules ?? []).map((module) => relationId(module.seminarDate)),
        ),
      ),
    ),
  ].filter((id): id is number => id !== null)
  const titles = new Map<number, string>()
  if (!ids.length) return titles
  // Alike resolveItems' readDates by shape only: the same query, here for titles alone, unchecked.
  const { docs } = await payload.find({
    collection: 'seminar-dates',
    where: { id: { in: ids } },
    depth: 1,
    locale: language,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const date of docs) {
    const seminar = date.seminar as Seminar | number | null
    if (seminar && typeof seminar === 'object' && seminar.title) titles.set(date.id, seminar.title)
  }
  return titles
}

/** The seminar title of one booked module, or null when its date or seminar is gone. */
export const moduleSeminar = (
  titles: ReadonlyMap<number, string>,
  module: { seminarDate: number | { id: number } },
): string | null => titles.get(relationId(module.seminarDate) ?? -1) ?? null
