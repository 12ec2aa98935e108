import { randomInt } from 'node:crypto'

import type { Payload } from 'payload'

import { BOOKING_NUMBER_PREFIX } from '@/features/booking/constants'
import type { Booking, Seminar } from '@/payload-types'

import { dateFor, dateInfo, takeSeats } from './dates'
import {
  PORTAL_BOOKINGS,
  PORTAL_KEY_PREFIX,
  type PersonSeed,
  type PortalBookingSeed,
  type PortalItemSeed,
} from './plans'

export { PORTAL_BOOKINGS, PORTAL_KEY_PREFIX } from './plans'

type Log = (line: string) => void
type StoredItem = Omit<Booking['items'][number], 'id'>
type Resolved = { item: StoredItem; dateIds: number[] }

const DAY_MS = 86_400_000
const ctx = { disableRevalidate: true }

async function exists(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'bookings',
    where: { idempotencyKey: { equals: key } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

async function seminarByCode(payload: Payload, code: string): Promise<Seminar | null> {
  const { docs } = await payload.find({
    collection: 'seminars',
    where: { code: { equals: code } },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** A booking number in the site's format (B-<year>-<six digits>) for the day it was booked, not yet taken. */
async function bookingNumber(payload: Payload, bookedAt: Date): Promise<string> {
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Berlin' }).format(
    bookedAt,
  )
  for (;;) {
    const candidate = `${BOOKING_NUMBER_PREFIX}-${year}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { bookingNumber: { equals: candidate } },
      overrideAccess: true,
    })
    if (totalDocs === 0) return candidate
  }
}

const participant = (person: PersonSeed) => ({
  anrede: person.anrede,
  titel: null,
  vorname: person.vorname,
  nachname: person.nachname,
  email: person.email,
  firma: person.firma ?? null,
})

/** One planned item with its dates chosen (or created) and its texts and prices copied, like the booking endpoint does. */
async function resolveItem(
  payload: Payload,
  plan: PortalItemSeed,
  language: 'de' | 'en',
  locationIds: number[],
): Promise<Resolved | null> {
  const participants = plan.participants.map(participant)
  if (plan.type === 'seminar') {
    const seminar = await seminarByCode(payload, plan.code)
    if (!seminar) return null
    const info = await dateInfo(
      payload,
      (await dateFor(payload, seminar, plan.when, participants.length, locationIds)).id,
      language,
    )
    const item: StoredItem = {
      type: 'seminar',
      seminarDate: info.id,
      title: info.title,
      period: info.period,
      place: info.place,
      price: info.price,
      currency: info.currency,
      participants,
    }
    return { item, dateIds: [info.id] }
  }
  const found = await payload.find({
    collection: 'programmes',
    where: { title: { equals: plan.programme } },
    locale: 'de',
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const programmeId = found.docs[0]?.id
  if (programmeId === undefined) return null
  const programme = await payload.findByID({
    collection: 'programmes',
    id: programmeId,
    locale: language,
    depth: 0,
    overrideAccess: true,
  })
  const modules: NonNullable<StoredItem['modules']> = []
  for (const planned of plan.modules) {
    const programmeModule = programme.modules[planned.module]
    const seminar = await seminarByCode(payload, planned.code)
    if (!programmeModule?.id || !seminar) return null
    const info = await dateInfo(
      payload,
      (await dateFor(payload, seminar, planned.when, participants.length, locationIds)).id,
      language,
    )
    modules.push({
      moduleId: programmeModule.id,
      title: programmeModule.title,
      seminarDate: info.id,
      period: info.period,
      place: info.place,
    })
  }
  const item: StoredItem = {
    type: 'qualifizierungsprogramm',
    programme: programme.id,
    title: programme.title,
    period: null,
    place: null,
    price: programme.price,
    currency: programme.currency,
    modules,
    participants,
  }
  return { item, dateIds: modules.map((m) => m.seminarDate as number) }
}

/** One planned booking with its dates chosen and seats taken, as the booking endpoint stores it. */
export async function createBooking(
  payload: Payload,
  plan: PortalBookingSeed,
  locationIds: number[],
): Promise<boolean> {
  const resolved: Resolved[] = []
  for (const item of plan.items) {
    const entry = await resolveItem(payload, item, plan.language, locationIds)
    if (!entry) return false
    resolved.push(entry)
  }
  const totals = new Map<string, number>()
  for (const { item } of resolved)
    totals.set(
      item.currency,
      (totals.get(item.currency) ?? 0) + item.price * item.participants.length,
    )
  const bookedAt = new Date(Date.now() - plan.bookedDaysAgo * DAY_MS)
  const { contact } = plan
  await payload.create({
    collection: 'bookings',
    data: {
      bookingNumber: await bookingNumber(payload, bookedAt),
      status: plan.status,
      kind: plan.kind,
      language: plan.language,
      contactName: `${contact.vorname} ${contact.nachname}`,
      contact: {
        anrede: contact.anrede,
        titel: null,
        vorname: contact.vorname,
        nachname: contact.nachname,
        email: contact.email,
        telefon: contact.telefon,
        firma: contact.firma ?? null,
      },
      billing: plan.billing,
      items: resolved.map((r) => r.item),
      totals: [...totals].map(([currency, amount]) => ({ currency, amount })),
      idempotencyKey: plan.key,
      // A cancelled booking holds no seats: they were given back when it was cancelled.
      seatsReleased: plan.status === 'cancelled',
      createdAt: bookedAt.toISOString(),
    },
    overrideAccess: true,
    context: ctx,
  })
  if (plan.status !== 'cancelled') {
    for (const { item, dateIds } of resolved)
      for (const id of dateIds) await takeSeats(payload, id, item.participants.length)
  }
  return true
}

/**
 * The demo customers' bookings (see plans.ts), made with their e-mail as the contact's, so the
 * portal shows them. Past seminars get dates of their own (before today, so the site never lists
 * them); upcoming ones take seats on catalogue dates. Idempotent by each booking's stable key.
 * Needs the catalogue and the locations first. Returns how many bookings were created.
 */
export async function seedPortalBookings(
  payload: Payload,
  locationIds: number[],
  log: Log,
): Promise<number> {
  let created = 0
  for (const plan of PORTAL_BOOKINGS) {
    if (await exists(payload, plan.key)) continue
    if (await createBooking(payload, plan, locationIds)) {
      created++
      log(`  booking ${plan.key.slice(PORTAL_KEY_PREFIX.length)} (${plan.contact.email})`)
    } else {
      log(
        `  booking ${plan.key.slice(PORTAL_KEY_PREFIX.length)} skipped: its seminar or programme is missing`,
      )
    }
  }
  return created
}

/** The idempotency keys that mark the demo bookings. */
export const PORTAL_BOOKING_KEYS = PORTAL_BOOKINGS.map((plan) => plan.key)

/** Removes the demo bookings (for `seed --reset`, before the dates they point at go). */
export async function deletePortalBookings(payload: Payload): Promise<number> {
  const result = await payload.delete({
    collection: 'bookings',
    where: { idempotencyKey: { in: PORTAL_BOOKING_KEYS } },
    overrideAccess: true,
    context: ctx,
  })
  return result.docs.length
}
