import { type AdminApi, credentials } from './admin'
import type { LoadContext } from './requests'

const DAY_MS = 86_400_000
/**
 * The most seats a date can have (collections/SeminarDates); the load spreads over enough dates.
 */
const MAX_SEATS = 500
const LOAD_DATES = 30

/**
 * Weekdays from tomorrow on within the callback window, at times on its 15-minute grid
 * (features/callback/slots.ts).
 */
function callbackTermine(now = new Date()): string[] {
  const termine: string[] = []
  for (let offset = 1; offset <= 7; offset++) {
    const day = new Date(now.getTime() + offset * DAY_MS)
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'short',
      })
        .formatToParts(day)
        .map((p) => [p.type, p.value]),
    )
    if (parts.weekday === 'Sat' || parts.weekday === 'Sun') continue
    for (const time of ['08:00', '09:15', '11:30', '14:45', '17:00', '19:45'])
      termine.push(`${parts.day}.${parts.month}.${parts.year}, ${time}`)
  }
  return termine
}

type DateDoc = { id: number; seatsTaken: number; seminar?: { _status?: string } }

/**
 * What the load needs from the freshly seeded database: the staff address (site settings), a
 * published whitepaper, the portal customer's id, and a few upcoming dates of published seminars with plenty of free seats.
 */
export async function prepareLoad(
  api: AdminApi,
  seatsNeeded: number,
): Promise<{ ctx: LoadContext; staffAddress: string }> {
  const settings = await api.call<{ email?: string }>('/api/globals/site-settings?depth=0')
  if (!settings.email)
    throw new Error(
      'the seeded site settings have no staff e-mail address: no staff mails would be queued',
    )
  const whitepapers = await api.call<{ docs: { id: number }[] }>(
    '/api/whitepapers?where[_status][equals]=published&limit=1&depth=0',
  )
  const whitepaperId = whitepapers.docs[0]?.id
  if (!whitepaperId) throw new Error('the seed has no published whitepaper')
  const from = encodeURIComponent(new Date(Date.now() + 14 * DAY_MS).toISOString())
  const upcoming = await api.call<{ docs: DateDoc[] }>(
    `/api/seminar-dates?depth=1&limit=100&sort=startDate&where[startDate][greater_than]=${from}`,
  )
  const dates = upcoming.docs
    .filter((date) => date.seminar?._status === 'published')
    .slice(0, LOAD_DATES)
  // Twice the expected demand, so that random picks never fill a date (a 409 would fail the run).
  const free = dates.reduce((sum, date) => sum + MAX_SEATS - date.seatsTaken, 0)
  if (free < 2 * seatsNeeded)
    throw new Error(
      `${dates.length} upcoming dates of published seminars hold ${free} free seats; the load needs about ${seatsNeeded}`,
    )
  for (const date of dates)
    await api.call(`/api/seminar-dates/${date.id}`, {
      method: 'PATCH',
      body: { seatsTotal: MAX_SEATS },
    })
  const dateIds = dates.map((date) => date.id)
  const termine = callbackTermine()
  const customers = await api.call<{ docs: { id: number }[] }>(
    `/api/customers?depth=0&limit=1&where[email][equals]=${encodeURIComponent(credentials.customer.email)}`,
  )
  if (!customers.docs[0]) throw new Error('the seed has no portal customer')
  return {
    ctx: {
      customerId: customers.docs[0].id,
      whitepaperId,
      dateId: dateIds[0],
      termin: termine[0],
      dateIds,
      callbackTermine: termine,
    },
    staffAddress: settings.email.toLowerCase(),
  }
}
