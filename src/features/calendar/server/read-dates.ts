import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { Location, Seminar, SeminarDate } from '@/payload-types'

import type { CalendarDateFacts } from '../entry'

type Reader = {
  locale: Locale
  /** The booking's transaction, when a booking's mail is being queued. */
  req?: PayloadRequest
  /**
   * Public reads (the download) see only dates of published seminars; a booking's mail reads the
   * dates it has just checked and booked.
   */
  overrideAccess: boolean
}

const isPopulated = <T extends object>(value: number | T | null | undefined): value is T =>
  typeof value === 'object' && value !== null

/** The given dates with their seminar and place, in the order asked for; missing ones left out. */
export async function readCalendarDates(
  payload: Payload,
  ids: number[],
  { locale, req, overrideAccess }: Reader,
): Promise<CalendarDateFacts[]> {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'seminar-dates',
    where: { id: { in: ids } },
    locale,
    depth: 1,
    limit: ids.length,
    pagination: false,
    overrideAccess,
    req,
    select: { startDate: true, endDate: true, updatedAt: true, seminar: true, location: true },
    populate: {
      seminars: { code: true, title: true, schedule: true, path: true },
      locations: {
        standort_titel: true,
        standort_adresszusatz: true,
        standort_strasse: true,
        standort_plz: true,
        standort_ort: true,
      },
    },
  })
  const byId = new Map<number, CalendarDateFacts>()
  for (const date of docs as SeminarDate[]) {
    if (!isPopulated<Seminar>(date.seminar)) continue
    byId.set(date.id, {
      ...date,
      seminar: date.seminar,
      location: isPopulated<Location>(date.location) ? date.location : null,
    })
  }
  return ids.flatMap((id) => byId.get(id) ?? [])
}
