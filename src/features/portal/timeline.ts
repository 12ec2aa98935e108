import type { BookingStatus } from '@/features/booking/constants'
import { formatPeriod, startOfToday } from '@/features/seminars/format'
import { placeOfDate } from '@/features/seminars/views'
import type { Locale } from '@/i18n/locales'
import { relationId } from '@/lib/relations'
import type { Booking, Location, Programme, Seminar, SeminarDate } from '@/payload-types'

import { firstStartOf } from './cancellation/rules'

/** Where a booked seminar or programme stands for the customer. */
export type PortalStatus = 'requested' | 'confirmed' | 'completed' | 'cancelled'

export type PortalParticipant = { id: string; name: string; email: string }

/** One module of a booked programme, on the date chosen for it. */
export type PortalModule = {
  moduleId: string
  title: string
  period: string
  place: string
  seminarId: number | null
  /** The seminar date chosen for the module (its calendar file), null once it is deleted. */
  dateId: number | null
  end: string | null
  /** The module's date has ended in a booking that was confirmed. */
  completed: boolean
}

/** One booked seminar or programme (a booking item), as the portal shows it. */
export type PortalItem = {
  /** Unique per item: `<booking id>-<item id>`. */
  key: string
  bookingId: number
  bookingNumber: string
  itemId: string
  bookedAt: string
  kind: Booking['kind']
  type: 'seminar' | 'qualifizierungsprogramm'
  title: string
  period: string
  place: string
  seminarId: number | null
  /** The booked seminar date (its calendar file); null for a programme or a deleted date. */
  dateId: number | null
  programmeId: number | null
  /** Topics of the booked seminar, or of every module's seminar. */
  topicIds: number[]
  /** First and last day (ISO), null for dates given as text only. */
  start: string | null
  end: string | null
  /** The last day lies before today (Berlin). */
  past: boolean
  status: PortalStatus
  participants: PortalParticipant[]
  modules: PortalModule[]
  /** What the whole booking needs to offer a cancellation (features/portal/cancellation). */
  booking: { status: string; firstStart: string | null; cancellationRequestedAt: string | null }
}

type Item = Booking['items'][number]
type DateRef = number | SeminarDate | null | undefined

const populated = (value: DateRef): SeminarDate | null =>
  value && typeof value === 'object' ? value : null

function lastDay(date: SeminarDate | null): string | null {
  return date?.endDate ?? date?.startDate ?? null
}

function seminarOf(date: SeminarDate | null): Seminar | null {
  return date && typeof date.seminar === 'object' ? date.seminar : null
}

function topicIdsOf(seminar: Seminar | null): number[] {
  return (seminar?.topics ?? [])
    .map((t) => relationId(t as number | { id: number }))
    .filter((id): id is number => id !== null)
}

const periodOf = (date: SeminarDate | null, stored: string | null | undefined, locale: Locale) =>
  date ? formatPeriod(date, locale) : (stored ?? '')

/** The date's place as it is now (staff may move a date); the stored text once the date is gone. */
const placeOf = (date: SeminarDate | null, stored: string | null | undefined) => {
  if (date?.format === 'online') return placeOfDate(date, null)
  return date && typeof date.location === 'object' && date.location
    ? placeOfDate(date, date.location as Location)
    : (stored ?? '')
}

const ended = (end: string | null, today: Date) =>
  end !== null && new Date(end).getTime() < today.getTime()

/**
 * The customer's view of a booking's status: cancelled stays cancelled; a confirmed booking whose
 * last day has passed is completed; otherwise what staff set ('new' reads as requested).
 */
export function portalStatus(status: BookingStatus, past: boolean): PortalStatus {
  if (status === 'cancelled') return 'cancelled'
  if (status === 'confirmed') return past ? 'completed' : 'confirmed'
  return 'requested'
}

const populatedProgramme = (value: Item['programme']): Programme | null =>
  value && typeof value === 'object' ? value : null

/**
 * Booking items as portal items: the dates, seminars and programme must be populated (depth 2).
 * Titles come from the seminar, programme and module in the language read, so that the English
 * portal names in English what was booked from a German page; the title stored with the booking
 * stands in where its seminar or programme is gone. Periods, likewise, are written from the date
 * in the language read; the text stored at booking time (in the booking's language) stands in
 * where the date is gone; so does the place.
 */
export function toPortalItems(
  bookings: Booking[],
  locale: Locale,
  now: Date = new Date(),
): PortalItem[] {
  const today = startOfToday(now)
  return bookings.flatMap((booking) =>
    booking.items.map((item: Item, index): PortalItem => {
      const itemId = item.id ?? String(index)
      const confirmed = booking.status === 'confirmed'
      const programme = populatedProgramme(item.programme)
      const modules: PortalModule[] = (item.modules ?? []).map((module) => {
        const date = populated(module.seminarDate)
        const end = lastDay(date)
        return {
          moduleId: module.moduleId,
          title:
            programme?.modules?.find((candidate) => candidate.id === module.moduleId)?.title ||
            module.title,
          period: periodOf(date, module.period, locale),
          place: placeOf(date, module.place),
          seminarId: relationId(date?.seminar as number | { id: number } | null | undefined),
          dateId: date?.id ?? null,
          end,
          completed: confirmed && ended(end, today),
        }
      })
      const dates =
        item.type === 'seminar'
          ? [populated(item.seminarDate)]
          : (item.modules ?? []).map((m) => populated(m.seminarDate))
      const starts = dates
        .map((d) => d?.startDate ?? null)
        .filter((d): d is string => d !== null)
        .sort()
      const ends = dates
        .map(lastDay)
        .filter((d): d is string => d !== null)
        .sort()
      const end = ends.at(-1) ?? null
      const past = ended(end, today)
      return {
        key: `${booking.id}-${itemId}`,
        bookingId: booking.id,
        bookingNumber: booking.bookingNumber,
        itemId,
        bookedAt: booking.createdAt,
        kind: booking.kind,
        type: item.type,
        title:
          (item.type === 'seminar' ? seminarOf(dates[0])?.title : programme?.title) || item.title,
        period:
          item.type === 'seminar' ? periodOf(dates[0], item.period, locale) : (item.period ?? ''),
        place: item.type === 'seminar' ? placeOf(dates[0], item.place) : (item.place ?? ''),
        seminarId: item.type === 'seminar' ? relationId(seminarOf(dates[0])?.id ?? null) : null,
        dateId: item.type === 'seminar' ? (dates[0]?.id ?? null) : null,
        programmeId: relationId(item.programme as number | { id: number } | null | undefined),
        topicIds: [...new Set(dates.flatMap((d) => topicIdsOf(seminarOf(d))))],
        start: starts[0] ?? null,
        end,
        past,
        status: portalStatus(booking.status as BookingStatus, past),
        participants: item.participants.map((p, i) => ({
          id: p.id ?? String(i),
          name: [p.titel, p.vorname, p.nachname].filter(Boolean).join(' '),
          email: p.email,
        })),
        modules,
        booking: {
          status: booking.status,
          firstStart: firstStartOf(booking),
          cancellationRequestedAt: booking.cancellationRequestedAt ?? null,
        },
      }
    }),
  )
}
