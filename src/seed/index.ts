import type { Payload } from 'payload'

import { seedBlog } from './content/blog'
import { seedCatalogue } from './content/catalogue'
import { seedLocations } from './content/locations'
import { seedNews } from './content/news'
import { deletePortalBookings, PORTAL_BOOKING_KEYS, seedPortalBookings } from './content/portal'
import { ALUMNI_BOOKING_KEYS, deleteReviews, seedReviews } from './content/reviews'
import { DEMO_ADMIN } from './credentials'
import { ensureDemoCustomers } from './customers'
import { clearGlobals, seedGlobals } from './globals'
import { ensureImages } from './images'
import { seedPages } from './seedPages'

export { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_SECOND_CUSTOMER } from './credentials'
export { databaseIsEmpty } from './isEmpty'

export type SeedOptions = {
  /**
   * Delete all pages, media, news, blog, locations, the catalogue and the demo bookings and empty
   * the globals first, then seed again. Users, customers and all other bookings are kept.
   */
  reset?: boolean
  /** Where progress lines go; the Payload logger by default. */
  log?: (line: string) => void
}

const ctx = { disableRevalidate: true }

/** Emptied by --reset in this order: what references others first, media (referenced by all) last. */
const RESET_COLLECTIONS = [
  'pages',
  'programmes',
  'seminar-dates',
  'whitepapers',
  'whitepaper-files',
  'seminars',
  'trainers',
  'topics',
  'blog-posts',
  'blog-topics',
  'news',
  'locations',
  'media',
] as const

/**
 * Stops a reset before it changes anything while bookings other than the demo's hold seats: their
 * dates cannot be deleted (src/collections/SeminarDates/seats.ts), and a half-emptied catalogue
 * would leave them pointing at seminars that are gone.
 */
async function refuseWhileRealBookingsHoldSeats(payload: Payload): Promise<void> {
  const { docs, totalDocs } = await payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { not_equals: 'cancelled' } },
        { idempotencyKey: { not_in: [...PORTAL_BOOKING_KEYS, ...ALUMNI_BOOKING_KEYS] } },
      ],
    },
    select: { bookingNumber: true },
    limit: 5,
    depth: 0,
    overrideAccess: true,
  })
  if (totalDocs === 0) return
  const numbers =
    docs.map((doc) => doc.bookingNumber).join(', ') + (totalDocs > docs.length ? ', …' : '')
  throw new Error(
    `--reset changed nothing: ${totalDocs} booking(s) that are not demo bookings hold seats on the catalogue's dates (${numbers}). Cancel them in the admin first, or reset a database without real bookings.`,
  )
}

async function wipe(payload: Payload, log: (line: string) => void): Promise<void> {
  await refuseWhileRealBookingsHoldSeats(payload)
  await clearGlobals(payload)
  // Reviews point at bookings and dates, the demo customers' bookings at dates: they go first
  // (other bookings stay; their reviews go with the catalogue they review).
  const counts: string[] = [
    `${await deleteReviews(payload)} reviews with the alumni's bookings`,
    `${await deletePortalBookings(payload)} demo bookings`,
  ]
  for (const collection of RESET_COLLECTIONS) {
    const result = await payload.delete({
      collection,
      where: { id: { exists: true } },
      overrideAccess: true,
      context: ctx,
    })
    counts.push(`${result.docs.length} ${collection}`)
  }
  log(
    `  reset: deleted ${counts.join(', ')}; emptied navigation and footer; popular searches are rewritten`,
  )
}

async function ensureAdmin(payload: Payload, log: (line: string) => void): Promise<boolean> {
  const users = await payload.count({ collection: 'users', overrideAccess: true })
  if (users.totalDocs > 0) return false
  await payload.create({
    collection: 'users',
    data: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, name: DEMO_ADMIN.name },
    overrideAccess: true,
    context: ctx,
  })
  log(`  user   ${DEMO_ADMIN.email}`)
  return true
}

/**
 * Builds the demo site: a staff user, the generated images, seminar locations, news, blog topics
 * and articles, the seminar catalogue (topics, seminars, dates, programmes, whitepapers, popular
 * searches, trainers), the demo portal customers with their bookings and reviews, every
 * fixed-link page in German and
 * English, navigation, footer and site settings.
 * Idempotent: whatever exists (matched by path, file name, email, code, German title or German
 * slug; bookings by key) is left alone, so a second run creates nothing.
 */
export async function seed(
  payload: Payload,
  options: SeedOptions = {},
): Promise<{ created: boolean }> {
  const log = options.log ?? ((line: string) => payload.logger.info(line))
  if (options.reset) await wipe(payload, log)

  const mediaBefore = await payload.count({ collection: 'media', overrideAccess: true })
  const userCreated = await ensureAdmin(payload, log)
  const customerCreated = await ensureDemoCustomers(payload, log)
  const images = await ensureImages(payload, log)
  const mediaAfter = await payload.count({ collection: 'media', overrideAccess: true })
  // Content first: the blocks that show it (standorte, rep_aktuelles, rep_blog) find it at render time.
  const contentCreated =
    (await seedLocations(payload, images, log)) +
    (await seedNews(payload, images, log)) +
    (await seedBlog(payload, images, log))
  // The catalogue after the locations its dates take place at, before the pages whose blocks point at it.
  const catalogue = await seedCatalogue(payload, images, Boolean(options.reset), log)
  // The portal customers' bookings after the catalogue whose dates and programmes they book.
  const bookingsCreated = await seedPortalBookings(payload, catalogue.ids.locations, log)
  const reviewsCreated = await seedReviews(payload, catalogue.ids.locations, log)
  const { ids, created: pagesCreated } = await seedPages(payload, images, catalogue.ids, log)
  const globalsChanged = await seedGlobals(payload, ids, Boolean(options.reset), log)

  const created =
    userCreated ||
    customerCreated ||
    mediaAfter.totalDocs > mediaBefore.totalDocs ||
    contentCreated > 0 ||
    catalogue.created > 0 ||
    bookingsCreated > 0 ||
    reviewsCreated > 0 ||
    pagesCreated > 0 ||
    globalsChanged
  return { created }
}
