import type { AdminApi } from './admin'
import type { LoadResult } from './load'
import { type Kind, MARKER_DOMAIN, STORE } from './requests'

type BookingDoc = {
  idempotencyKey?: string
  seatsReleased?: boolean
  items?: { seminarDate?: number | { id: number } | null; participants?: unknown[] }[]
}

/** Every marker of this run stored in the database, with how often it occurs. */
export async function storedMarkers(api: AdminApi): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  const add = (marker: string | undefined) =>
    marker && counts.set(marker, (counts.get(marker) ?? 0) + 1)
  for (const [kind, { collection, markerField }] of Object.entries(STORE) as [
    Kind,
    (typeof STORE)[Kind],
  ][]) {
    if (kind === 'buchung') continue
    const docs = await api.all<Record<string, string>>(
      collection,
      `select[${markerField}]=true&where[${markerField}][like]=${MARKER_DOMAIN}`,
    )
    for (const doc of docs) add(doc[markerField])
  }
  const bookings = await api.all<BookingDoc>(
    'bookings',
    `select[idempotencyKey]=true&where[contact.email][like]=${MARKER_DOMAIN}`,
  )
  for (const booking of bookings) add(booking.idempotencyKey)
  return counts
}

/**
 * Problems with storage after a phase: acknowledged not stored exactly once, unanswered stored
 * twice.
 */
export function storageProblems(
  load: LoadResult,
  stored: Map<string, number>,
): { stored: number; problems: string[] } {
  const problems: string[] = []
  let storedAcknowledged = 0
  for (const request of load.acknowledged) {
    const times = stored.get(request.marker) ?? 0
    if (times === 1) storedAcknowledged++
    else problems.push(`acknowledged ${request.kind} ${request.marker} stored ${times} times`)
  }
  for (const request of load.unanswered) {
    const times = stored.get(request.marker) ?? 0
    if (times > 1)
      problems.push(`unanswered ${request.kind} ${request.marker} stored ${times} times`)
  }
  return {
    stored: storedAcknowledged,
    problems: problems
      .slice(0, 20)
      .concat(problems.length > 20 ? [`… and ${problems.length - 20} more`] : []),
  }
}

/** Per seminar date: seats taken minus the participants of its stored bookings that hold seats. */
export async function seatBalance(
  api: AdminApi,
  dateIds: number[],
): Promise<Map<number, { seatsTaken: number; booked: number }>> {
  const bookings = await api.all<BookingDoc>(
    'bookings',
    'select[items]=true&select[seatsReleased]=true',
  )
  const booked = new Map<number, number>()
  for (const booking of bookings) {
    if (booking.seatsReleased) continue
    for (const item of booking.items ?? []) {
      if (item.seminarDate == null) continue
      const id = typeof item.seminarDate === 'object' ? item.seminarDate.id : item.seminarDate
      booked.set(id, (booked.get(id) ?? 0) + (item.participants?.length ?? 0))
    }
  }
  const balance = new Map<number, { seatsTaken: number; booked: number }>()
  for (const id of dateIds) {
    const date = await api.call<{ seatsTaken: number }>(`/api/seminar-dates/${id}?depth=0`)
    balance.set(id, { seatsTaken: date.seatsTaken, booked: booked.get(id) ?? 0 })
  }
  return balance
}

/** Dates whose seat count moved differently from their bookings since `before`. */
export function seatProblems(
  before: Map<number, { seatsTaken: number; booked: number }>,
  after: Map<number, { seatsTaken: number; booked: number }>,
): string[] {
  const problems: string[] = []
  for (const [id, now] of after) {
    const then = before.get(id)!
    if (now.seatsTaken - now.booked !== then.seatsTaken - then.booked)
      problems.push(
        `date ${id}: seatsTaken ${then.seatsTaken} → ${now.seatsTaken}, booked participants ${then.booked} → ${now.booked}`,
      )
  }
  return problems
}
