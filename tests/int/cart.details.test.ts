import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/api/json-api/warenkorb/route'

import { createLocation, createTopic } from '../helpers/catalogue'
import { getTestPayload, noRevalidate } from '../helpers/payload'
import { richText } from '../helpers/rich-text'

let payload: Payload
const ids = { future: 0, past: 0, text: 0, draftDate: 0, programme: 0, draftProgramme: 0 }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

async function get(query: string) {
  const response = await GET(new Request(`http://localhost/api/json-api/warenkorb/?${query}`))
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: await response.json(),
  }
}

describe('GET /api/json-api/warenkorb/ on a real database', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const topic = await createTopic(payload, { description: 'x' })
    const place = await createLocation(payload)
    const seminar = (published: boolean, code: string) =>
      payload.create({
        collection: 'seminars',
        data: {
          code,
          title: `Seminar ${code}`,
          slug: code.toLowerCase(),
          duration: 2,
          topics: [topic.id],
          description: richText('x'),
          _status: published ? 'published' : 'draft',
        },
        draft: !published,
        context: noRevalidate,
      })
    const open = await seminar(true, 'CA-1')
    const hidden = await seminar(false, 'CA-2')
    const date = (seminarId: number, data: Record<string, unknown>) =>
      payload.create({
        collection: 'seminar-dates',
        data: {
          seminar: seminarId,
          location: place.id,
          price: 1490,
          currency: 'EUR',
          seatsTotal: 12,
          seatsTaken: 9,
          ...data,
        },
        context: noRevalidate,
      })
    ids.future = (await date(open.id, { startDate: inDays(30), endDate: inDays(31) })).id
    ids.past = (await date(open.id, { startDate: inDays(-30) })).id
    ids.text = (
      await date(open.id, { daysText: 'nach Vereinbarung', price: 990, currency: 'CHF' })
    ).id
    ids.draftDate = (await date(hidden.id, { startDate: inDays(30) })).id
    const programme = (status: 'published' | 'draft') =>
      payload.create({
        collection: 'programmes',
        data: {
          title: `Programm ${status}`,
          intro: 'x',
          price: 4900,
          currency: 'EUR',
          modules: [{ title: 'Basis', category: 'Basismodul', seminars: [open.id] }],
          _status: status,
        },
        draft: status === 'draft',
        context: noRevalidate,
      })
    ids.programme = (await programme('published')).id
    ids.draftProgramme = (await programme('draft')).id
  })

  it('answers bookable dates with live seats and prices, and leaves out past, unpublished and unknown ones', async () => {
    const { status, cache, body } = await get(
      `language=de&termine=${[ids.future, ids.past, ids.text, ids.draftDate, 999_999].join(',')}`,
    )
    expect(status).toBe(200)
    expect(cache).toBe('private, max-age=0')
    expect(body.dates.map((d: { id: number }) => d.id).sort()).toEqual(
      [ids.future, ids.text].sort(),
    )
    const future = body.dates.find((d: { id: number }) => d.id === ids.future)
    expect(future).toMatchObject({
      seminarTitle: 'Seminar CA-1',
      seminarUrl: '/seminare/ca-1/',
      place: 'Münster',
      price: 1490,
      currency: 'EUR',
      seatsLeft: 3,
    })
    expect(body.dates.find((d: { id: number }) => d.id === ids.text)).toMatchObject({
      period: 'nach Vereinbarung',
      currency: 'CHF',
      priceLabel: '990,00\u00a0CHF',
    })
  })

  it('sees seats other visitors just took (nothing cached)', async () => {
    await payload.update({
      collection: 'seminar-dates',
      id: ids.future,
      data: { seatsTaken: 12 },
      context: noRevalidate,
    })
    const { body } = await get(`language=en&termine=${ids.future}`)
    expect(body.dates[0]).toMatchObject({
      seatsLeft: 0,
      seminarUrl: '/en/seminare/ca-1/',
      // The English cart writes money and days the English way (docs/behaviour/limits.md).
      priceLabel: '€1,490.00',
      period: expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}/),
    })
  })

  it('answers published programmes with price and modules only', async () => {
    const { body } = await get(`language=de&programme=${ids.programme},${ids.draftProgramme}`)
    expect(body.programmes).toHaveLength(1)
    expect(body.programmes[0]).toMatchObject({
      id: ids.programme,
      title: 'Programm published',
      price: 4900,
      currency: 'EUR',
      priceLabel: '4.900,00\u00a0€',
    })
    expect(body.programmes[0].modules).toEqual([
      { id: expect.any(String), title: 'Basis', category: 'Basismodul' },
    ])
  })
})
