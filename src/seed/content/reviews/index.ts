import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { authorName } from '@/features/reviews/author'
import { formatPeriod } from '@/features/seminars/format'
import type { Booking, Seminar, SeminarDate } from '@/payload-types'

import { createBooking } from '../portal'
import { ALUMNI, ALUMNI_BOOKING_KEYS, ALUMNI_BOOKINGS } from './alumni'
import { DEMO_REVIEWS, type ReviewSeed } from './plans'

const DAY_MS = 86_400_000
const ctx = { disableRevalidate: true }

type DatedSeminar = SeminarDate & { seminar: Seminar }

/** The booked date of the planned seminar in a booking (seminar item or programme module). */
function bookedDate(booking: Booking, code: string): DatedSeminar | null {
  const dates = booking.items.flatMap((item) =>
    item.type === 'seminar'
      ? [item.seminarDate]
      : (item.modules ?? []).map((programmeModule) => programmeModule.seminarDate),
  )
  for (const date of dates)
    if (date && typeof date === 'object' && typeof date.seminar === 'object')
      if (date.seminar.code === code) return date as DatedSeminar
  return null
}

async function seedReview(payload: Payload, plan: ReviewSeed): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { idempotencyKey: { equals: plan.booking } },
    depth: 2,
    limit: 1,
    overrideAccess: true,
  })
  const booking = docs[0]
  const date = booking && bookedDate(booking, plan.code)
  if (!booking || !date) return false
  const existing = await payload.count({
    collection: 'reviews',
    where: { and: [{ booking: { equals: booking.id } }, { seminarDate: { equals: date.id } }] },
    overrideAccess: true,
  })
  if (existing.totalDocs > 0) return false
  const customers = await payload.find({
    collection: 'customers',
    where: { email: { equals: booking.customerEmail ?? '' } },
    limit: 1,
    overrideAccess: true,
  })
  const customer = customers.docs[0]
  if (!customer) return false
  const end = date.endDate ?? date.startDate ?? new Date().toISOString()
  const writtenAt = new Date(new Date(end).getTime() + plan.writtenDaysAfter * DAY_MS)
  await payload.create({
    collection: 'reviews',
    data: {
      status: plan.status,
      rejectionReason: plan.rejectionReason ?? null,
      title: `${date.seminar.title} · ${formatPeriod(date, 'de')}`,
      stars: plan.stars,
      text: plan.text,
      showName: plan.showName,
      authorName: authorName(customer),
      language: plan.language,
      seminar: date.seminar.id,
      seminarDate: date.id,
      attendedUntil: end,
      booking: booking.id,
      customer: customer.id,
      createdAt: writtenAt.toISOString(),
    },
    overrideAccess: true,
    context: ctx,
  })
  return true
}

/**
 * The alumni's accounts (a random password nobody knows) and their completed bookings, each once
 * (accounts by e-mail, bookings by key). Returns how many were created.
 */
async function seedAlumni(
  payload: Payload,
  locationIds: number[],
  log: (line: string) => void,
): Promise<number> {
  let created = 0
  for (const person of ALUMNI) {
    const { totalDocs } = await payload.count({
      collection: 'customers',
      where: { email: { equals: person.email } },
      overrideAccess: true,
    })
    if (totalDocs > 0) continue
    const { anrede, vorname, nachname, email, firma, telefon } = person
    await payload.create({
      collection: 'customers',
      data: {
        ...{ anrede, vorname, nachname, email, firma, telefon },
        password: randomBytes(24).toString('base64url'),
      },
      overrideAccess: true,
      context: ctx,
    })
    created++
  }
  for (const plan of ALUMNI_BOOKINGS) {
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { idempotencyKey: { equals: plan.key } },
      overrideAccess: true,
    })
    if (totalDocs === 0 && (await createBooking(payload, plan, locationIds))) created++
  }
  if (created > 0) log(`  alumni: ${created} accounts and bookings`)
  return created
}

/**
 * The demo reviews (plans.ts), each written by the customer who booked the reviewed date, as the
 * portal's endpoint would store it, after the alumni who wrote most of them. Idempotent: one
 * review per booking and date. Needs the demo bookings first. Returns how many documents were
 * created.
 */
export async function seedReviews(
  payload: Payload,
  locationIds: number[],
  log: (line: string) => void,
): Promise<number> {
  let created = await seedAlumni(payload, locationIds, log)
  for (const plan of DEMO_REVIEWS) {
    if (!(await seedReview(payload, plan))) continue
    created++
    log(`  review ${plan.code} (${plan.booking}, ${plan.status})`)
  }
  return created
}

export { ALUMNI_BOOKING_KEYS } from './alumni'

/**
 * Removes every review and the alumni's bookings (for `seed --reset`, before the bookings and
 * dates they point at go); the alumni's accounts stay, like every customer account.
 */
export async function deleteReviews(payload: Payload): Promise<number> {
  const reviews = await payload.delete({
    collection: 'reviews',
    where: { id: { exists: true } },
    overrideAccess: true,
    context: ctx,
  })
  await payload.delete({
    collection: 'bookings',
    where: { idempotencyKey: { in: ALUMNI_BOOKING_KEYS } },
    overrideAccess: true,
    context: ctx,
  })
  return reviews.docs.length
}
