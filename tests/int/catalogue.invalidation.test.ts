import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as book } from '@/app/api/json-api/buchung/route'
import { GET as finder } from '@/app/api/json-api/seminarfinder/route'
import { POST as suggest } from '@/app/api/json-api/suche/route'
import { resetBookingRateLimit } from '@/features/booking/server/http'
import { getPageJson } from '@/features/pages/content-json'
import { getCustomerItems } from '@/features/portal/bookings'
import { getRecommendations } from '@/features/portal/recommendations/queries'
import { getSearchIndex } from '@/features/search/shared-index'
import {
  findDates,
  getDatesOfSeminar,
  getSeminarSummaries,
  getUpcomingDates,
} from '@/features/seminars/queries'
import type { SeminarDateView } from '@/features/seminars/types'
import { getSitemap, getSitemapFileXml, getSitemapIndexXml } from '@/features/seo/queries'
import { sitemapFileNumber } from '@/features/seo/sitemap-xml'
import { env } from '@/lib/env'
import type { Customer, Location, Seminar, Topic } from '@/payload-types'

import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'
import { sitemapLocations } from '../helpers/sitemap'
import { settleRefreshes } from '../helpers/tag-cache'
import { participant, seedCatalogue } from './booking.fixtures'

// Issue 28's invalidation guard: one editor's change (or a booking) and every reader of the
// catalogue (the public views and a customer's portal) shows it on its next read, never a stale
// answer; the site search, which shows no price, seats or day, within its freshness bound. next/cache is a tag-keeping stand-in
// with Next's rules (tests/helpers/tag-cache.ts), so a reader cached under a tag that the change
// does not expire, or a change that only marks its tag stale, fails here. Runs on SQLite and,
// with TEST_POSTGRES_URL, on PostgreSQL; the same check across two running instances is in
// scripts/test-scale-out.mjs.
vi.mock('next/cache', async () => (await import('../helpers/tag-cache')).nextCacheModule)
// Small sitemap files, so that the demo catalogue spreads over several and a change has to show in
// the right one.
const { SITEMAP_FILE_ENTRIES } = vi.hoisted(() => ({ SITEMAP_FILE_ENTRIES: 2 }))
vi.mock('@/features/seo/constants', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/seo/constants')>()),
  SITEMAP_FILE_ENTRIES,
}))

let payload: Payload
let seminar: Seminar
let topic: Topic
let place: Location
let dateId: number
/** Has booked `dateId`: the portal lists it with its day and place. */
let booker: Customer
/** Has booked another seminar of the topic: the portal recommends `seminar` with its next date. */
let interested: Customer
/** The last start day read of each date: the recommendation names the next date by its day only. */
const startOf = new Map<number, string | null>()
/** The site search checks the database for changes at most every two seconds (decision 0004). */
const SEARCH_FRESH_MS = 5_000

const editor = { overrideAccess: true } as const

/** A date as the uncached read gives it: what every view must show. */
async function truth(id: number): Promise<Shown | null> {
  const [date] = await findDates('de', { id: { equals: id } })
  if (date) startOf.set(id, date.startDate)
  return date ? shownOf(date) : null
}

type Shown = { price?: string; seats?: number; place: string; period: string }
const shownOf = (
  date: Pick<SeminarDateView, 'priceLabel' | 'seatsLeft' | 'place' | 'period'>,
): Shown => ({
  price: date.priceLabel,
  seats: date.seatsLeft,
  place: date.place,
  period: date.period,
})
/** The portal names a date by its day and place: no price, no seats. */
const dayAndPlace = (shown: Shown | null): Shown | null =>
  shown && { place: shown.place, period: shown.period }
const PORTAL_VIEWS = new Set(['portal: recommendation', 'portal: my seminars'])

async function finderDates(query: Record<string, string | number> = {}) {
  const params = new URLSearchParams({ language: 'de' })
  for (const [key, value] of Object.entries(query)) params.set(key, String(value))
  const response = await finder(
    new Request(`${env.SITE_URL}/api/json-api/seminarfinder/?${params.toString()}`),
  )
  expect(response.status).toBe(200)
  // A browser must ask again each time: a kept answer would be a stale view of its own.
  expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30')
  return ((await response.json()) as { dates: SeminarDateView[] }).dates
}

/** What each public view shows of one date (null where it does not show it). */
async function views(id: number): Promise<Record<string, Shown | null>> {
  const pick = (dates: SeminarDateView[]) => {
    const date = dates.find((d) => d.id === id)
    return date ? shownOf(date) : null
  }
  const json = await getPageJson(seminar.path!)
  const termin = (json?.seminar?.termine as Record<string, unknown>[] | undefined)?.find(
    (t) => t.id === id,
  ) as
    | {
        seminargebuehr: string
        freie_plaetze: number
        seminartermin: { ort: string; tage: string }
      }
    | undefined
  const topicCard = (await getSeminarSummaries('de', { topicId: topic.id })).find(
    (card) => card.id === seminar.id,
  )
  const [blockCard] = await getSeminarSummaries('de', { ids: [seminar.id] })
  const nextDate = (card: typeof topicCard | undefined) =>
    card?.nextDate?.id === id ? shownOf(card.nextDate) : null
  const recommended = (await getRecommendations(interested, 'de')).topics.find(
    (card) => card.id === seminar.id,
  )?.nextDate
  return {
    'finder, all dates': pick(await finderDates()),
    'finder by topic': pick(await finderDates({ seminarthema: topic.id })),
    'finder by place': pick(await finderDates({ ort: place.id })),
    'seminar page dates': pick(await getDatesOfSeminar('de', seminar.id)),
    'content JSON of the seminar': termin
      ? {
          price: termin.seminargebuehr,
          seats: termin.freie_plaetze,
          place: termin.seminartermin.ort,
          period: termin.seminartermin.tage,
        }
      : null,
    'topic page card': nextDate(topicCard),
    'seminars block card': nextDate(blockCard),
    'dates-by-place block': pick(await getUpcomingDates('de', { locationId: place.id })),
    'portal: recommendation':
      recommended && recommended.startDate === startOf.get(id)
        ? { period: recommended.period, place: recommended.place }
        : null,
  }
}

/** The booked date in the booking customer's portal: the bookings stay there, whatever happens. */
async function bookedView(id: number): Promise<Record<string, Shown | null>> {
  if (id !== dateId) return {}
  const item = (await getCustomerItems(booker, 'de')).find((entry) => entry.dateId === id)
  return { 'portal: my seminars': item ? { period: item.period, place: item.place } : null }
}

/** What each view must show of a date that reads as `now` (null: nothing). */
const expectedViews = (shown: Record<string, unknown>, now: Shown | null) =>
  Object.fromEntries(
    Object.keys(shown).map((view) => [view, PORTAL_VIEWS.has(view) ? dayAndPlace(now) : now]),
  )

/** Every view shows the date as the database has it, read twice (a stale read comes first). */
async function expectEveryViewShows(id: number, expected: Partial<Shown>) {
  const now = await truth(id)
  expect(now).toMatchObject(expected)
  for (let read = 0; read < 2; read++) {
    const shown = { ...(await views(id)), ...(await bookedView(id)) }
    await settleRefreshes()
    expect(shown).toEqual(expectedViews(shown, now))
  }
}

/** No view shows the date any more, read twice. */
async function expectNoViewShows(id: number) {
  for (let read = 0; read < 2; read++) {
    const shown = await views(id)
    await settleRefreshes()
    expect(shown).toEqual(expectedViews(shown, null))
  }
}

async function suggestions(q: string): Promise<string[]> {
  const response = await suggest(
    new Request(`${env.SITE_URL}/api/json-api/suche/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: env.SITE_URL },
      body: JSON.stringify({ message: { language: 'de', q } }),
    }),
  )
  return ((await response.json()) as { suggestions: { url: string }[] }).suggestions.map(
    (s) => s.url,
  )
}

/** The links of the search results page (/suche/?q=…), every kind. */
async function searchResults(q: string): Promise<string[]> {
  const groups = await (await getSearchIndex()).search('de', q)
  return groups.flatMap((group) => group.hits.map((hit) => hit.url))
}

/**
 * Waits until the suggestions and the search results page for `q` do (or do not) link to `url`,
 * within the search's bound.
 */
async function expectFound(q: string, url: string, shown: boolean) {
  await vi.waitFor(
    async () =>
      expect({
        suggestions: (await suggestions(q)).some((u) => u.endsWith(url)),
        results: (await searchResults(q)).some((u) => u.endsWith(url)),
      }).toEqual({ suggestions: shown, results: shown }),
    { timeout: SEARCH_FRESH_MS, interval: 250 },
  )
}

/**
 * The paths the served sitemap lists, read as a crawler reads it: the cached index, then each
 * cached file it names; every file holds the slice of the full list its number says.
 */
async function sitemapUrls(): Promise<string[]> {
  const index = await getSitemapIndexXml(env.SITE_URL)
  const entries = await getSitemap()
  const files = sitemapLocations(index).map((location) =>
    sitemapFileNumber(location.slice(`${env.SITE_URL}/sitemap/`.length)),
  )
  expect(files).toEqual([...Array(Math.ceil(entries.length / SITEMAP_FILE_ENTRIES)).keys()])
  const paths: string[] = []
  for (const file of files) {
    const listed = sitemapLocations((await getSitemapFileXml(env.SITE_URL, file!))!)
    const start = file! * SITEMAP_FILE_ENTRIES
    expect(listed).toEqual(entries.slice(start, start + SITEMAP_FILE_ENTRIES).map((e) => e.url))
    paths.push(...listed.map((url) => new URL(url).pathname))
  }
  return paths
}

const BOOKING_CONTACT = 'karl@firma.example'
/** The bookings of `bookOneSeat`, not the portal customer's. */
const bookedThroughTheEndpoint = { 'contact.email': { equals: BOOKING_CONTACT } }

async function bookOneSeat(id: number): Promise<void> {
  resetBookingRateLimit()
  const response = await book(
    new Request(`${env.SITE_URL}/api/json-api/buchung/`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: env.SITE_URL,
        'X-Forwarded-For': '203.0.113.9',
      },
      body: JSON.stringify({
        message: {
          language: 'de',
          idempotencyKey: randomUUID(),
          kind: 'buchung',
          items: [{ type: 'seminar', dateId: id, participants: [participant()] }],
          contact: {
            anrede: 'Herr',
            vorname: 'Karl',
            nachname: 'Kontakt',
            email: BOOKING_CONTACT,
            telefon: '0251 123456',
          },
          billing: { strasse: 'Hafenweg 5', plz: '48155', ort: 'Münster' },
          datenschutz: true,
          agb: true,
        },
      }),
    }),
  )
  expect(response.status, await response.clone().text()).toBe(200)
}

/** A two-day date of a seminar at the catalogue's place, from `day` (a Tuesday in these tests). */
function addDate(
  seminarId: number,
  day: string,
  { price = 990, seatsTotal = 8 }: { price?: number; seatsTotal?: number } = {},
) {
  return payload.create({
    collection: 'seminar-dates',
    data: {
      seminar: seminarId,
      location: place.id,
      ...twoDaysFrom(day),
      price,
      currency: 'EUR',
      seatsTotal,
      seatsTaken: 0,
    },
  })
}

const twoDaysFrom = (day: string) => ({
  startDate: `${day}T09:00:00.000Z`,
  endDate: new Date(Date.parse(`${day}T09:00:00.000Z`) + 86_400_000).toISOString(),
})

/**
 * Two customers: one has booked `dateId`, the other a second seminar of the same topic (so the
 * portal recommends `seminar`). Stored as staff would, so that the seat counts stay the test's.
 */
async function seedPortal() {
  const other = await payload.create({
    collection: 'seminars',
    data: {
      code: 'BK-3',
      title: 'Konflikte lösen',
      slug: 'konflikte-loesen',
      duration: 2,
      topics: [topic.id],
      description: richText('Streit klären, bevor er teuer wird.'),
      _status: 'published',
    },
    context: noRevalidate,
  })
  const customer = (email: string, vorname: string) =>
    payload.create({
      collection: 'customers',
      data: { email, password: 'ein-langes-passwort', vorname, nachname: 'Kunde' },
    })
  booker = await customer('bea@kunde.example', 'Bea')
  interested = await customer('ivo@kunde.example', 'Ivo')
  let number = 0
  const book = async (customer: Customer, seminarDate: number, title: string) => {
    number += 1
    const person = { anrede: 'Frau' as const, vorname: customer.vorname, nachname: 'Kunde' }
    await payload.create({
      collection: 'bookings',
      data: {
        bookingNumber: `B-2031-90000${number}`,
        status: 'confirmed',
        kind: 'buchung',
        language: 'de',
        contact: { ...person, email: customer.email, telefon: '+49 251 1' },
        billing: { strasse: 'Weg 1', plz: '48143', ort: 'Münster', land: 'DE' },
        items: [
          {
            type: 'seminar',
            seminarDate,
            title,
            price: 990,
            currency: 'EUR',
            place: 'Münster',
            participants: [{ ...person, email: customer.email }],
          },
        ],
        totals: [{ currency: 'EUR', amount: 990 }],
        idempotencyKey: `invalidation-portal-${number}`,
      },
      overrideAccess: true,
      context: noRevalidate,
    })
  }
  await book(booker, dateId, seminar.title)
  await book(interested, (await addDate(other.id, '2031-04-08')).id, other.title)
}

describe('a catalogue change shows on every public view and in the portal at once', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    process.env.RATE_LIMIT = 'off'
    const catalogue = await seedCatalogue(payload)
    seminar = catalogue.seminar
    place = catalogue.place
    const [first] = seminar.topics ?? []
    topic =
      typeof first === 'object'
        ? first
        : await payload.findByID({ collection: 'topics', id: first })
    dateId = (await addDate(seminar.id, '2031-03-04', { price: 1490, seatsTotal: 20 })).id
    await seedPortal()
    await expectEveryViewShows(dateId, { price: expect.stringContaining('1.490'), seats: 20 })
    expect(await sitemapUrls()).toEqual(expect.arrayContaining([seminar.path, topic.path]))
    expect((await getSitemap()).length).toBeGreaterThan(2 * SITEMAP_FILE_ENTRIES)
  })
  afterAll(() => {
    delete process.env.RATE_LIMIT
  })

  it('a new price', async () => {
    await payload.update({ collection: 'seminar-dates', id: dateId, data: { price: 1790 } })
    await expectEveryViewShows(dateId, { price: expect.stringContaining('1.790') })
  })

  it('more seats', async () => {
    await payload.update({ collection: 'seminar-dates', id: dateId, data: { seatsTotal: 24 } })
    await expectEveryViewShows(dateId, { seats: 24 })
  })

  it('a seat taken by a booking through the endpoint, and given back when staff cancel or delete it', async () => {
    await bookOneSeat(dateId)
    await expectEveryViewShows(dateId, { seats: 23 })
    const { docs } = await payload.find({
      collection: 'bookings',
      where: { and: [{ 'items.seminarDate': { equals: dateId } }, bookedThroughTheEndpoint] },
      depth: 0,
      ...editor,
    })
    await payload.update({
      collection: 'bookings',
      id: docs[0].id,
      data: { status: 'cancelled' },
      ...editor,
    })
    await expectEveryViewShows(dateId, { seats: 24 })
    await bookOneSeat(dateId)
    await expectEveryViewShows(dateId, { seats: 23 })
    await payload.delete({
      collection: 'bookings',
      where: {
        and: [
          { 'items.seminarDate': { equals: dateId } },
          { seatsReleased: { not_equals: true } },
          bookedThroughTheEndpoint,
        ],
      },
      ...editor,
    })
    await expectEveryViewShows(dateId, { seats: 24 })
  })

  // Alike delete-guards' extra location by shape only: each test creates the record it changes.
  it('another place', async () => {
    const other = await payload.create({
      collection: 'locations',
      data: {
        standort_titel: 'Schloss',
        standort_strasse: 'Schlossplatz 2',
        standort_plz: '48149',
        standort_ort: 'Osnabrück',
      },
      context: noRevalidate,
    })
    await payload.update({ collection: 'seminar-dates', id: dateId, data: { location: other.id } })
    expect((await finderDates({ ort: place.id })).map((d) => d.id)).not.toContain(dateId)
    expect((await finderDates({ ort: other.id })).map((d) => d.id)).toContain(dateId)
    expect(shownOf((await finderDates()).find((d) => d.id === dateId)!).place).toBe('Osnabrück')
    // The portal names the place as it is now, not as it was when the seat was booked.
    expect(await bookedView(dateId)).toEqual({
      'portal: my seminars': expect.objectContaining({ place: 'Osnabrück' }),
    })
    expect((await views(dateId))['portal: recommendation']).toMatchObject({ place: 'Osnabrück' })
    await payload.update({ collection: 'seminar-dates', id: dateId, data: { location: place.id } })
    await expectEveryViewShows(dateId, { place: 'Münster' })
  })

  it('another day', async () => {
    await payload.update({
      collection: 'seminar-dates',
      id: dateId,
      data: twoDaysFrom('2031-03-11'),
    })
    await expectEveryViewShows(dateId, { period: expect.stringContaining('11.03.2031') })
  })

  it('a new title, found by the site search within its bound', async () => {
    const title = seminar.title
    await payload.update({
      collection: 'seminars',
      id: seminar.id,
      data: { title: 'Verhandeln mit Weitblick' },
    })
    await expectFound('Weitblick', seminar.path!, true)
    const [card] = await getSeminarSummaries('de', { ids: [seminar.id] })
    expect(card.title).toBe('Verhandeln mit Weitblick')
    const booked = await getCustomerItems(booker, 'de')
    expect(booked.find((item) => item.dateId === dateId)?.title).toBe('Verhandeln mit Weitblick')
    await payload.update({ collection: 'seminars', id: seminar.id, data: { title } })
    await expectFound('Weitblick', seminar.path!, false)
  })

  it('a new date, sooner than the others, and deleted again', async () => {
    const sooner = await payload.create({
      collection: 'seminar-dates',
      data: {
        seminar: seminar.id,
        location: place.id,
        startDate: '2030-06-03T09:00:00.000Z',
        endDate: '2030-06-04T09:00:00.000Z',
        price: 990,
        currency: 'EUR',
        seatsTotal: 8,
        seatsTaken: 0,
      },
    })
    await expectEveryViewShows(sooner.id, { price: expect.stringContaining('990'), seats: 8 })
    // Deleted again: the cards go back to the first date.
    await payload.delete({ collection: 'seminar-dates', id: sooner.id })
    await expectNoViewShows(sooner.id)
    await expectEveryViewShows(dateId, { seats: 24 })
  })

  it('a seminar unpublished and published again', async () => {
    const word = seminar.title.split(' ')[0]
    await expectFound(word, seminar.path!, true)
    await payload.update({ collection: 'seminars', id: seminar.id, data: { _status: 'draft' } })
    expect(await truth(dateId)).toBeNull()
    await expectNoViewShows(dateId)
    expect(await getPageJson(seminar.path!)).toBeNull()
    expect(await sitemapUrls()).not.toContain(seminar.path)
    await expectFound(word, seminar.path!, false)

    await payload.update({
      collection: 'seminars',
      id: seminar.id,
      data: { _status: 'published' },
    })
    await expectEveryViewShows(dateId, { seats: 24 })
    expect(await sitemapUrls()).toContain(seminar.path)
    await expectFound(word, seminar.path!, true)
  })

  it('a topic unpublished', async () => {
    const listed = async () =>
      (await getPageJson(seminar.path!))!.seminarthemen.map((entry) => entry.id)
    expect(await listed()).toContain(topic.id)
    expect(await getPageJson(topic.path!)).not.toBeNull()
    await expectFound(topic.title, topic.path!, true)

    await payload.update({ collection: 'topics', id: topic.id, data: { _status: 'draft' } })
    expect(await listed()).not.toContain(topic.id)
    expect(await getPageJson(topic.path!)).toBeNull()
    expect(await sitemapUrls()).not.toContain(topic.path)
    await expectFound(topic.title, topic.path!, false)
  })
})
