import type { Payload } from 'payload'

import { authorName } from '@/features/reviews/author'
import { formatPeriod } from '@/features/seminars/format'
import type { Booking, Seminar, SeminarDate } from '@/payload-types'

import { PORTAL_KEY_PREFIX } from '../portal/plans'
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
    where: { idempotencyKey: { equals: `${PORTAL_KEY_PREFIX}${plan.booking}` } },
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
 * The demo reviews (plans.ts), each written by the demo customer who booked the reviewed date,
 * as the portal's endpoint would store it. Idempotent: one review per booking and date. Needs the
 * demo bookings first. Returns how many reviews were created.
 */
export async function seedReviews(payload: Payload, log: (line: string) => void): Promise<number> {
  let created = 0
  for (const plan of DEMO_REVIEWS) {
    if (!(await seedReview(payload, plan))) continue
    created++
    log(`  review ${plan.code} (${plan.booking}, ${plan.status})`)
  }
  return created
}

/** Removes every review (for `seed --reset`, before the bookings and dates they point at go). */
export async function deleteReviews(payload: Payload): Promise<number> {
  const result = await payload.delete({
    collection: 'reviews',
    where: { id: { exists: true } },
    overrideAccess: true,
    context: ctx,
  })
  return result.docs.length
}
