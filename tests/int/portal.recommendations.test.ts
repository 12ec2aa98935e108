import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getRecommendations, type Recommendations } from '@/features/portal/recommendations/queries'
import type { Booking, Customer, Programme, Seminar, Topic } from '@/payload-types'

import { createLocation } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

let payload: Payload
let anna: Customer
let ben: Customer
let newcomer: Customer
let place: number
const topics: Record<string, Topic> = {}
const seminars: Record<string, Seminar> = {}
let programme: Programme
let bookings = 0

const ctx = { context: noRevalidate }
const password = 'ein-langes-passwort'

async function topic(key: string, title: string) {
  topics[key] = await payload.create({
    collection: 'topics',
    data: { title, slug: key, description: title, _status: 'published' },
    ...ctx,
  })
}

async function seminar(
  key: string,
  title: string,
  topicKeys: string[],
  status: 'published' | 'draft' = 'published',
) {
  seminars[key] = await payload.create({
    collection: 'seminars',
    data: {
      code: `RE-${key.toUpperCase()}`,
      title,
      subtitle: `${title} – kurz erklärt`,
      slug: key,
      duration: 2,
      topics: topicKeys.map((k) => topics[k].id),
      description: richText('x'),
      _status: status,
    },
    draft: status === 'draft',
    ...ctx,
  })
}

/** A date in 2031 (month 1–12; the 10th unless `day` says otherwise); `full` takes every seat. */
async function date(key: string, month: number, full = false, day = 10) {
  const start = new Date(Date.UTC(2031, month - 1, day, 8))
  return payload.create({
    collection: 'seminar-dates',
    data: {
      seminar: seminars[key].id,
      location: place,
      startDate: start.toISOString(),
      price: 990,
      currency: 'EUR',
      seatsTotal: 10,
      seatsTaken: full ? 10 : 0,
    },
    ...ctx,
  })
}

const person = (customer: Customer) => ({
  anrede: 'Frau' as const,
  vorname: customer.vorname,
  nachname: customer.nachname,
  email: customer.email,
})

/** A booking with `customer`'s e-mail as the contact's (that makes it theirs). */
async function book(customer: Customer, status: Booking['status'], items: Booking['items']) {
  bookings += 1
  await payload.create({
    collection: 'bookings',
    data: {
      bookingNumber: `B-2031-${String(bookings).padStart(6, '0')}`,
      status,
      kind: 'buchung',
      language: 'de',
      contact: { ...person(customer), telefon: '+49 251 1' },
      billing: { strasse: 'Weg 1', plz: '48143', ort: 'Münster', land: 'DE' },
      items,
      totals: [{ currency: 'EUR', amount: 990 }],
      idempotencyKey: `recommendations-${bookings}`,
    },
    overrideAccess: true,
    ...ctx,
  })
}

async function seminarItem(
  customer: Customer,
  key: string,
  month: number,
): Promise<Booking['items'][number]> {
  const booked = await date(key, month)
  return {
    type: 'seminar',
    seminarDate: booked.id,
    title: seminars[key].title,
    price: 990,
    currency: 'EUR',
    participants: [person(customer)],
  }
}

const ids = (data: Recommendations) => data.topics.map((s) => s.title)

describe('portal recommendations', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    place = (await createLocation(payload, { standort_titel: 'Haus am Aasee' })).id
    await topic('fuehrung', 'Führung')
    await topic('kommunikation', 'Kommunikation')
    await topic('finanzen', 'Finanzen')
    await topic('programm', 'Programmwissen')
    await seminar('gebucht', 'Schon gebucht', ['fuehrung', 'kommunikation'])
    await seminar('beide', 'Führen und Sprechen', ['fuehrung', 'kommunikation'])
    await seminar('frueh', 'Früh im Jahr', ['fuehrung'])
    await seminar('spaet', 'Spät im Jahr', ['fuehrung'])
    await seminar('anfrage', 'Auf Anfrage', ['kommunikation'])
    await seminar('finanzen', 'Bilanzen lesen', ['finanzen'])
    await seminar('entwurf', 'Geheimer Entwurf', ['fuehrung'], 'draft')
    await seminar('modul1', 'Modul eins', ['programm'])
    await seminar('modul2', 'Modul zwei', ['programm'])
    await seminar('modul3', 'Modul drei', ['finanzen'])
    await date('beide', 6)
    await date('frueh', 3)
    // The earlier date of this seminar is full: its next date is the one in September.
    await date('spaet', 2, true)
    // Corpus Christi (Thursday 12 June 2031), a public holiday in North Rhine-Westphalia: never
    // recommended, though seats are free.
    await date('spaet', 6, false, 12)
    await date('spaet', 9)
    await date('finanzen', 4)
    await date('modul3', 6)

    programme = await payload.create({
      collection: 'programmes',
      data: {
        title: 'Führungsweg',
        intro: 'Drei Schritte',
        price: 4900,
        currency: 'EUR',
        modules: [
          { title: 'Grundlagen', category: 'Basis', seminars: [seminars.modul1.id] },
          { title: 'Vertiefung', category: 'Aufbau', seminars: [seminars.modul2.id] },
        ],
        _status: 'published',
      },
      ...ctx,
    })

    const customer = (email: string, vorname: string) =>
      payload.create({
        collection: 'customers',
        data: { email, password, vorname, nachname: 'Test' },
      })
    anna = await customer('anna@example.com', 'Anna')
    ben = await customer('ben@example.com', 'Ben')
    newcomer = await customer('neu@example.com', 'Nora')

    await book(anna, 'confirmed', [await seminarItem(anna, 'gebucht', 1)])
    // A cancelled booking says nothing about her topics.
    await book(anna, 'cancelled', [await seminarItem(anna, 'finanzen', 7)])
    const [m1, m2] = programme.modules
    const d1 = await date('modul1', 8)
    const d2 = await date('modul2', 10)
    await book(anna, 'new', [
      {
        type: 'qualifizierungsprogramm',
        programme: programme.id,
        title: programme.title,
        price: 4900,
        currency: 'EUR',
        modules: [
          { moduleId: m1.id!, title: m1.title, seminarDate: d1.id },
          { moduleId: m2.id!, title: m2.title, seminarDate: d2.id },
        ],
        participants: [person(anna)],
      },
    ])
    // Ben books finance; that must not change what Anna is shown.
    await book(ben, 'confirmed', [await seminarItem(ben, 'finanzen', 11)])

    // After Anna's booking, editors add a third module to the programme.
    programme = await payload.update({
      collection: 'programmes',
      id: programme.id,
      data: {
        modules: [
          ...programme.modules,
          {
            title: 'Praxisprojekt',
            category: 'Transfer',
            seminars: [seminars.modul3.id, seminars.entwurf.id],
          },
        ],
        _status: 'published',
      },
      ...ctx,
    })
  }, 120_000)

  it('recommends unbooked seminars from her topics: most shared topics first, then the soonest bookable date', async () => {
    const data = await getRecommendations(anna, 'de')
    expect(data.hasBookings).toBe(true)
    expect(ids(data)).toEqual([
      'Führen und Sprechen',
      'Früh im Jahr',
      'Spät im Jahr',
      'Auf Anfrage',
    ])
    const [both, , late, onRequest] = data.topics
    expect(both.sharedTopicIds.map((id) => data.topicNames[id])).toEqual([
      'Führung',
      'Kommunikation',
    ])
    expect(both.url).toBe('/seminare/beide/')
    expect(both.subtitle).toBe('Führen und Sprechen – kurz erklärt')
    expect(late.nextDate).toMatchObject({ period: '10.09.2031', place: 'Münster' })
    expect(onRequest.nextDate).toBeNull()
  })

  it('leaves out booked seminars, drafts, topics of cancelled bookings and other customers’ topics', async () => {
    const titles = ids(await getRecommendations(anna, 'de'))
    for (const left of [
      'Schon gebucht',
      'Geheimer Entwurf',
      'Bilanzen lesen',
      'Modul eins',
      'Modul zwei',
      'Modul drei',
    ])
      expect(titles).not.toContain(left)
  })

  it('names the modules editors added to her programme after she booked it, with the seminars that fill them', async () => {
    const data = await getRecommendations(anna, 'de')
    expect(data.hasProgrammes).toBe(true)
    expect(data.gaps).toHaveLength(1)
    const [gap] = data.gaps
    expect(gap).toMatchObject({ id: programme.id, title: 'Führungsweg' })
    expect(gap.missing.map((m) => [m.category, m.title])).toEqual([['Transfer', 'Praxisprojekt']])
    // The draft seminar is no choice; the published one comes with its next date and link.
    expect(gap.missing[0].seminars).toEqual([
      {
        id: seminars.modul3.id,
        title: 'Modul drei',
        url: '/seminare/modul3/',
        nextDate: expect.objectContaining({ period: '10.06.2031' }),
      },
    ])
  })

  it('another customer gets recommendations from their own bookings only', async () => {
    const data = await getRecommendations(ben, 'de')
    expect(ids(data)).toEqual(['Modul drei'])
    expect(data.hasProgrammes).toBe(false)
    expect(data.gaps).toEqual([])
  })

  it('a customer without bookings gets the empty states', async () => {
    const data = await getRecommendations(newcomer, 'de')
    expect(data).toMatchObject({ hasBookings: false, topics: [], hasProgrammes: false, gaps: [] })
  })
})
