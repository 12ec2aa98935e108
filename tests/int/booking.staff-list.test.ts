import { createLocalReq, type Payload, type Where } from 'payload'
import { combineWhereConstraints, mergeListSearchAndWhere, unflatten } from 'payload/shared'
import { beforeAll, describe, expect, it } from 'vitest'

import { exportCsvEndpoint } from '@/features/booking/collection/export'
import type { Booking, User } from '@/payload-types'

import { noRevalidate } from '../helpers/payload'
import {
  booking,
  bookStored,
  type Catalogue,
  openBookingOffice,
  seminarItem,
} from './booking.fixtures'

let payload: Payload
let staff: User
let catalogue: Catalogue

const book = (...args: Parameters<typeof booking>) => bookStored(payload, ...args)
const asStaff = () => createLocalReq({ user: { ...staff, collection: 'users' } }, payload)

/** A staff save (the admin form or PATCH /api/bookings/<id>/). */
const save = (id: number, data: Partial<Booking>) =>
  payload.update({
    collection: 'bookings',
    id,
    data,
    user: staff,
    overrideAccess: false,
    context: noRevalidate,
  })

const pricesFixed = {
  name: 'ValidationError',
  data: { errors: [{ message: expect.stringContaining('Preise') }] },
}

/**
 * The booking numbers the admin list shows for a search, found as @payloadcms/next's list view
 * finds them.
 */
async function listed(query: { search?: string; where?: Where }) {
  const { config } = payload.collections.bookings
  const where = mergeListSearchAndWhere({
    collectionConfig: config,
    search: query.search ?? '',
    where: combineWhereConstraints([query.where]),
  })
  const { docs } = await payload.find({
    collection: 'bookings',
    where,
    depth: 0,
    limit: 100,
    user: staff,
    overrideAccess: false,
  })
  return docs.map((doc) => doc.bookingNumber).sort()
}

/** The booking numbers in GET /api/bookings/export.csv with the list's query. */
async function exported(query: Record<string, unknown>) {
  const req = await asStaff()
  req.query = query
  const response = await exportCsvEndpoint.handler(req)
  expect(response.status).toBe(200)
  const rows = (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
  return [...new Set(rows.map((row) => row.split(';')[0]))].sort()
}

describe('bookings in the admin for staff', () => {
  beforeAll(async () => {
    ;({ payload, catalogue, staff } = await openBookingOffice('list@institut.example'))
  })

  it('refuses changes to a booked item’s price, currency or title, and to the totals; the booking stays as booked', async () => {
    const date = await catalogue.addDate(10)
    const doc = await book([seminarItem(date.id, 2)])
    expect(doc.totals).toMatchObject([{ currency: 'EUR', amount: 2980 }])
    const [item] = doc.items
    for (const change of [
      { price: 990 },
      { currency: 'CHF' as const },
      { title: 'Anderes Seminar' },
    ]) {
      await expect(save(doc.id, { items: [{ ...item, ...change }] })).rejects.toMatchObject(
        pricesFixed,
      )
    }
    await expect(save(doc.id, { totals: [{ currency: 'EUR', amount: 1 }] })).rejects.toMatchObject({
      name: 'ValidationError',
    })
    const unchanged = await payload.findByID({
      collection: 'bookings',
      id: doc.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(unchanged.items[0]).toMatchObject({
      title: 'Verhandeln mit Gewinn',
      price: 1490,
      currency: 'EUR',
    })
    expect(unchanged.totals).toMatchObject([{ currency: 'EUR', amount: 2980 }])
    expect(unchanged.total).toBe('2.980,00\u00a0€')

    // Correcting a participant and working on the status still go through.
    const saved = await save(doc.id, {
      status: 'confirmed',
      items: [
        {
          ...item,
          participants: [{ ...item.participants[0], nachname: 'Korrigiert' }, item.participants[1]],
        },
      ],
    })
    expect(saved).toMatchObject({ status: 'confirmed', total: '2.980,00\u00a0€' })
    expect(saved.items[0].participants[0].nachname).toBe('Korrigiert')
  })

  it('marks title, price and currency read-only in the admin form', () => {
    const names = ['title', 'price', 'currency']
    const items = payload.collections.bookings.config.flattenedFields.find(
      (field) => field.name === 'items',
    )
    const fields =
      items && 'flattenedFields' in items
        ? items.flattenedFields.filter((field) => names.includes(field.name))
        : []
    expect(fields.map((field) => [field.name, field.admin?.readOnly])).toEqual(
      names.map((name) => [name, true]),
    )
  })

  it('finds bookings by the contact’s e-mail and company and by the billing company, and exports just those', async () => {
    const date = await catalogue.addDate(20)
    const mueller = await book([seminarItem(date.id, 2)], {
      contact: {
        anrede: 'Frau',
        vorname: 'Mia',
        nachname: 'Meier',
        email: 'mia@mueller-bau.example',
        telefon: '+49 251 1',
        firma: 'Müller Bau',
      },
      billing: {
        firma: 'Müller Holding',
        strasse: 'Weg 1',
        plz: '48143',
        ort: 'Münster',
        land: 'DE',
      },
    })
    const other = await book([seminarItem(date.id, 1)], {
      contact: {
        anrede: 'Herr',
        vorname: 'Olaf',
        nachname: 'Other',
        email: 'olaf@other.example',
        telefon: '+49 251 1',
        firma: 'Other AG',
      },
    })
    for (const search of ['mia@mueller-bau', 'Müller Bau', 'Holding']) {
      expect(await listed({ search }), search).toEqual([mueller.bookingNumber])
      expect(await exported({ search }), search).toEqual([mueller.bookingNumber])
    }
    expect(await listed({ search: 'olaf@other' })).toEqual([other.bookingNumber])
    // The list's filter goes along as well.
    expect(
      await exported({ search: 'Müller', where: { status: { equals: 'cancelled' } } }),
    ).toEqual([])
    expect(await exported({ where: { bookingNumber: { equals: other.bookingNumber } } })).toEqual([
      other.bookingNumber,
    ])
    const anonymous = await createLocalReq({}, payload)
    anonymous.query = { search: 'Müller' }
    expect((await exportCsvEndpoint.handler(anonymous)).status).toBe(403)
  })

  it('reads only the list’s columns for the admin list, and the total column still adds up', async () => {
    const { admin } = payload.collections.bookings.config
    expect(admin.enableListViewSelectAPI).toBe(true)
    const date = await catalogue.addDate(10)
    const booking = await book([seminarItem(date.id, 2)])
    // The select Payload's list view builds from the default columns (views/List).
    const select = unflatten(
      Object.fromEntries((admin.defaultColumns ?? []).map((column) => [column, true])),
    )
    const listed = await payload.find({
      collection: 'bookings',
      where: { id: { equals: booking.id } },
      select,
      depth: 0,
      user: staff,
      overrideAccess: false,
    })
    const [row] = listed.docs as unknown as Record<string, unknown>[]
    expect(row).not.toHaveProperty('items')
    expect(row.bookingNumber).toBe(booking.bookingNumber)
    expect(row.total).toBe(
      (await payload.findByID({ collection: 'bookings', id: booking.id, depth: 0 })).total,
    )
    expect(row.total).toMatch(/€/)
  })

  it('lists bookings with useful columns and the same export button as the inbox lists', () => {
    const { admin } = payload.collections.bookings.config
    expect(admin.defaultColumns).toEqual([
      'bookingNumber',
      'contactName',
      'billing.firma',
      'status',
      'total',
      'createdAt',
    ])
    expect(admin.components?.beforeListTable).toEqual([
      {
        path: '@/features/forms/inbox/ExportButton.client#ExportButton',
        clientProps: { slug: 'bookings' },
      },
    ])
    expect(JSON.stringify(admin.description)).not.toContain('/api/bookings/export.csv')
  })
})
