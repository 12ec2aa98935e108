import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { parseFinderQuery } from '@/features/finder/schemas'
import { finderResultsResponse } from '@/features/finder/server/endpoint'
import { findCatalogueResults, unknownIds } from '@/features/finder/server/results'
import type { SeminarDate } from '@/payload-types'

import { createLocation, createSeminar, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))
// Ratings come from verified reviews (tests/int/reviews.test.ts); here they are given.
const state = vi.hoisted(() => ({
  ratings: {} as Record<number, { average: number; count: number }>,
}))
vi.mock('@/features/reviews/queries', () => ({ getRatingsBySeminar: async () => state.ratings }))

const YEAR = new Date().getFullYear() + 1
const day = (month: number, date: number) =>
  `${YEAR}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}T10:00:00.000Z`

let payload: Payload
const ids: Record<string, number> = {}
const topic: Record<'lead' | 'talk', number> = { lead: 0, talk: 0 }
const place: Record<'muenster' | 'hamburg', number> = { muenster: 0, hamburg: 0 }

/** The ids of a result page in its order, by the names the dates were created under. */
async function found(raw: Record<string, string>) {
  const { query, errors } = parseFinderQuery(raw)
  expect(errors).toEqual([])
  const results = await findCatalogueResults('de', query)
  const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]))
  return results.dates.map((date) => names[date.id])
}

async function createDate(name: string, data: Partial<SeminarDate> & { seminar: number }) {
  const date = await payload.create({
    collection: 'seminar-dates',
    data: {
      location: place.muenster,
      format: 'in_person',
      price: 1490,
      currency: 'EUR',
      seatsTotal: 10,
      seatsTaken: 0,
      ...data,
    },
    context: noRevalidate,
  })
  ids[name] = date.id
}

describe('catalogue results (real Payload)', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    topic.lead = (await createTopic(payload)).id
    topic.talk = (await createTopic(payload, { title: 'Kommunikation', slug: 'kommunikation' })).id
    place.muenster = (await createLocation(payload)).id
    place.hamburg = (
      await createLocation(payload, { standort_titel: 'Elbhaus', standort_ort: 'Hamburg' })
    ).id
    const lead = await createSeminar(payload, {
      code: 'FK-101',
      title: 'Führen ohne Titel',
      slug: 'fuehren-ohne-titel',
      duration: 2,
      topics: [topic.lead],
    })
    const talk = await createSeminar(payload, {
      code: 'KM-201',
      title: 'Konflikte klären',
      slug: 'konflikte-klaeren',
      duration: 1,
      topics: [topic.talk],
    })
    const project = await createSeminar(payload, {
      code: 'PM-301',
      title: 'Projekte führen',
      slug: 'projekte-fuehren',
      duration: 4,
      topics: [topic.lead, topic.talk],
    })
    const draft = await createSeminar(
      payload,
      {
        code: 'GE-901',
        title: 'Führen im Entwurf',
        slug: 'entwurf',
        duration: 2,
        topics: [topic.lead],
      },
      'draft',
    )
    state.ratings = { [talk.id]: { average: 4.8, count: 5 }, [lead.id]: { average: 4, count: 2 } }

    await createDate('leadMarch', {
      seminar: lead.id,
      startDate: day(3, 10),
      endDate: day(3, 11),
      seatsTaken: 2,
    })
    // Online: stores a place, which it must not be found under.
    await createDate('leadOnline', {
      seminar: lead.id,
      format: 'online',
      startDate: day(4, 14),
      price: 990,
      seatsTaken: 8,
    })
    await createDate('talkBlended', {
      seminar: talk.id,
      location: place.hamburg,
      format: 'blended',
      startDate: day(3, 20),
      price: 690,
      seatsTaken: 10,
    })
    await createDate('projectMarch', {
      seminar: project.id,
      location: place.hamburg,
      startDate: day(3, 3),
      endDate: day(3, 6),
      price: 2390,
      seatsTotal: 12,
    })
    // The rating each date stores for the order, as publishing the reviews would set it.
    for (const [seminar, { average }] of Object.entries(state.ratings))
      await payload.db.updateMany({
        collection: 'seminar-dates',
        where: { seminar: { equals: Number(seminar) } },
        data: { seminarRating: average },
      })
    await createDate('draftDate', { seminar: draft.id, startDate: day(3, 5) })
    await createDate('pastDate', { seminar: talk.id, startDate: `${YEAR - 2}-03-05T10:00:00.000Z` })
  })

  it('lists the upcoming dates of published seminars, soonest first', async () => {
    expect(await found({})).toEqual(['projectMarch', 'leadMarch', 'talkBlended', 'leadOnline'])
  })

  it('applies each filter on its own', async () => {
    expect(await found({ seminarthema: String(topic.lead) })).toEqual([
      'projectMarch',
      'leadMarch',
      'leadOnline',
    ])
    expect(await found({ ort: String(place.hamburg) })).toEqual(['projectMarch', 'talkBlended'])
    expect(await found({ ort: String(place.muenster) })).toEqual(['leadMarch'])
    expect(await found({ ort: 'online' })).toEqual(['leadOnline'])
    expect(await found({ zeit: `${YEAR}-04` })).toEqual(['leadOnline'])
    expect(await found({ format: 'blended' })).toEqual(['talkBlended'])
    expect(await found({ dauer: '4' })).toEqual(['projectMarch'])
    expect(await found({ dauer: '1' })).toEqual(['talkBlended'])
    expect(await found({ preis_von: '690', preis_bis: '990' })).toEqual([
      'talkBlended',
      'leadOnline',
    ])
    expect(await found({ code: 'km-201' })).toEqual(['talkBlended'])
  })

  it('lists the dates of the seminars a keyword matches, never a draft', async () => {
    expect(await found({ q: 'fuhren' })).toEqual(['projectMarch', 'leadMarch', 'leadOnline'])
    expect(await found({ q: 'Entwurf' })).toEqual([])
  })

  it('combines filters', async () => {
    const three = {
      seminarthema: String(topic.lead),
      ort: String(place.hamburg),
      zeit: `${YEAR}-03`,
    }
    expect(await found(three)).toEqual(['projectMarch'])
    expect(await found({ ...three, format: 'blended' })).toEqual([])
    expect(await found({ zeit: `${YEAR}-03`, preis_bis: '1500', q: 'klären' })).toEqual([
      'talkBlended',
    ])
  })

  it('sorts by price either way and by rating (best first, unrated last)', async () => {
    expect(await found({ sortierung: 'preis' })).toEqual([
      'talkBlended',
      'leadOnline',
      'leadMarch',
      'projectMarch',
    ])
    expect(await found({ sortierung: 'preis_absteigend' })).toEqual([
      'projectMarch',
      'leadMarch',
      'leadOnline',
      'talkBlended',
    ])
    expect(await found({ sortierung: 'bewertung' })).toEqual([
      'talkBlended',
      'leadMarch',
      'leadOnline',
      'projectMarch',
    ])
  })

  it('shows place, price, seats and rating of each result, and the last page for one beyond', async () => {
    const { query } = parseFinderQuery({ seminarthema: String(topic.lead), seite: '7' })
    const results = await findCatalogueResults('de', query)
    expect(results).toMatchObject({ total: 3, page: 1, pageCount: 1 })
    const online = results.dates.find((date) => date.id === ids.leadOnline)
    expect(online).toMatchObject({
      seminarCode: 'FK-101',
      seminarTitle: 'Führen ohne Titel',
      place: 'Online',
      locationId: null,
      priceLabel: '990,00\u00a0€',
      seatsLeft: 2,
      rating: 4,
      ratingCount: 2,
    })
    expect(results.dates.find((date) => date.id === ids.projectMarch)?.rating).toBeNull()
  })

  it('names a topic or place id that does not exist', async () => {
    const { query } = parseFinderQuery({ seminarthema: '999999', ort: '999998' })
    expect((await unknownIds('de', query)).map((error) => error.field)).toEqual([
      'seminarthema',
      'ort',
    ])
    expect(await unknownIds('de', parseFinderQuery({ ort: 'online' }).query)).toEqual([])
  })

  it('answers the endpoint with the page as JSON, and 400 naming a bad or unknown value', async () => {
    const get = (search: string) =>
      finderResultsResponse(new Request(`http://localhost/api/json-api/seminarfinder/${search}`))
    const ok = await get(`?language=en&seminarthema=${topic.lead}&sortierung=preis&utm_source=x`)
    expect(ok.status).toBe(200)
    const body = await ok.json()
    expect(body).toMatchObject({ total: 3, page: 1, pageCount: 1, pageSize: 20 })
    expect(body.dates.map((date: { id: number }) => date.id)).toEqual([
      ids.leadOnline,
      ids.leadMarch,
      ids.projectMarch,
    ])
    expect(body.dates[0].priceLabel).toBe('€990.00')

    for (const [search, fields] of [
      ['?preis_von=abc&format=hybrid', ['format', 'preis_von']],
      ['?language=fr', ['language']],
      ['?seminarthema=999999', ['seminarthema']],
      ['?dauer=9&ort=999999', ['dauer', 'ort']],
      ['?preis_von=900&preis_bis=100', ['preis_bis']],
    ] as const) {
      const refused = await get(search)
      expect(refused.status, search).toBe(400)
      expect(refused.headers.get('cache-control')).toBe('no-store')
      const errors = (await refused.json()).errors as { field: string }[]
      expect(errors.map((error) => error.field).sort(), search).toEqual([...fields].sort())
    }
  })
})
