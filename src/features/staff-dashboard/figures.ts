import type { CollectionSlug, Payload, TypedUser, Where } from 'payload'

import { berlinMidnight } from '@/lib/berlin-time'

/** The inbox lists the dashboard counts, in the order staff work through them. */
export const INBOX_SLUGS = [
  'bookings',
  'waiting-list-entries',
  'contact-messages',
  'callback-requests',
  'whitepaper-requests',
  'newsletter-subscriptions',
] as const satisfies readonly CollectionSlug[]

/** A date with this many free seats or fewer (full ones included) is "nearly full". */
export const NEARLY_FULL_SEATS = 3
const LIST_LIMIT = 10

export type NewItems = { slug: CollectionSlug; count: number }
export type CallbackRow = { id: number | string; at: string; name: string; phone: string }
export type NearlyFullRow = {
  id: number | string
  label: string
  startDate: string
  seatsLeft: number
  seatsTotal: number
}
export type FailedMailRow = { id: number | string; to: string; subject: string; at: string }

export type DashboardFigures = {
  since: string | null
  newItems: NewItems[]
  callbacks: { today: CallbackRow[]; tomorrow: CallbackRow[] }
  nearlyFull: NearlyFullRow[]
  failedMails: { total: number; latest: FailedMailRow[] }
}

type Reader = { payload: Payload; user: TypedUser }

const read = ({ user }: Reader) => ({ user, overrideAccess: false, depth: 0 }) as const

async function callbacksBetween(reader: Reader, from: Date, to: Date): Promise<CallbackRow[]> {
  const { docs } = await reader.payload.find({
    ...read(reader),
    collection: 'callback-requests',
    where: {
      and: [
        { terminAt: { greater_than_equal: from.toISOString() } },
        { terminAt: { less_than: to.toISOString() } },
      ],
    },
    sort: 'terminAt',
    limit: 50,
  })
  return docs.map((doc) => ({
    id: doc.id,
    at: String(doc.terminAt),
    name: [doc.vorname, doc.nachname].filter(Boolean).join(' '),
    phone: String(doc.telefon ?? ''),
  }))
}

async function nearlyFullDates(reader: Reader, now: Date): Promise<NearlyFullRow[]> {
  // Upcoming dates, soonest first; the seats are compared here (no column holds the difference).
  const { docs } = await reader.payload.find({
    ...read(reader),
    collection: 'seminar-dates',
    where: { startDate: { greater_than_equal: berlinMidnight(now).toISOString() } },
    sort: 'startDate',
    limit: 500,
    select: { label: true, startDate: true, seatsTotal: true, seatsTaken: true },
  })
  return docs
    .map((doc) => {
      const seatsTotal = Number(doc.seatsTotal ?? 0)
      const seatsLeft = Math.max(0, seatsTotal - Number(doc.seatsTaken ?? 0))
      return {
        id: doc.id,
        label: String(doc.label ?? ''),
        startDate: String(doc.startDate ?? ''),
        seatsLeft,
        seatsTotal,
      }
    })
    .filter((row) => row.seatsTotal > 0 && row.seatsLeft <= NEARLY_FULL_SEATS)
    .slice(0, LIST_LIMIT)
}

async function failedMails(reader: Reader): Promise<DashboardFigures['failedMails']> {
  const { docs, totalDocs } = await reader.payload.find({
    ...read(reader),
    collection: 'payload-jobs',
    where: { hasError: { equals: true } },
    sort: '-createdAt',
    limit: 5,
  })
  return {
    total: totalDocs,
    latest: docs.map((job) => {
      const input = (job.input ?? {}) as { to?: string; subject?: string }
      return { id: job.id, to: input.to ?? '', subject: input.subject ?? '', at: job.createdAt }
    }),
  }
}

/** Everything the staff dashboard shows, read with the staff member's own access. */
export async function dashboardFigures(
  payload: Payload,
  user: TypedUser,
  now = new Date(),
): Promise<DashboardFigures> {
  const reader = { payload, user }
  const since = (user as { previousLoginAt?: string | null }).previousLoginAt ?? null
  const createdSince: Where | undefined = since ? { createdAt: { greater_than: since } } : undefined
  const [newItems, today, tomorrow, nearlyFull, failed] = await Promise.all([
    Promise.all(
      INBOX_SLUGS.map(async (slug) => {
        const { totalDocs } = await payload.count({
          ...read(reader),
          collection: slug,
          where: createdSince,
        })
        return { slug, count: totalDocs }
      }),
    ),
    callbacksBetween(reader, berlinMidnight(now), berlinMidnight(now, 1)),
    callbacksBetween(reader, berlinMidnight(now, 1), berlinMidnight(now, 2)),
    nearlyFullDates(reader, now),
    failedMails(reader),
  ])
  return { since, newItems, callbacks: { today, tomorrow }, nearlyFull, failedMails: failed }
}
