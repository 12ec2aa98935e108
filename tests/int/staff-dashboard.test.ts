import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dashboardFigures } from '@/features/staff-dashboard/figures'
import { berlinMidnight } from '@/lib/berlin-time'
import type { User } from '@/payload-types'

import { createCustomer, createStaff, TEST_PASSWORD } from '../helpers/accounts'
import { createCallbackRequest, createContactMessage } from '../helpers/inbox'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'
import { seedCatalogue } from './booking.fixtures'

let payload: Payload

const account = (id: number) =>
  payload.db.findOne<User>({ collection: 'users', where: { id: { equals: id } } })

/** Berlin wall-clock hour of the day `days` after today, as an instant. */
const berlinHour = (days: number, hour: number) =>
  new Date(berlinMidnight(new Date(), days).getTime() + hour * 3_600_000).toISOString()

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the staff dashboard', () => {
  it('remembers the login before this one, through the staff login endpoint', async () => {
    const staff = await createStaff(payload, 'dashboard-login@institut.example')
    const login = () =>
      rest('POST', '/api/users/login/', {
        body: { email: staff.email, password: TEST_PASSWORD },
        headers: { 'X-Forwarded-For': '10.9.0.1' },
      })
    expect((await login()).status).toBe(200)
    const first = await account(staff.id)
    expect(first?.lastLoginAt).toBeTruthy()
    expect(first?.previousLoginAt ?? null).toBeNull()
    expect((await login()).status).toBe(200)
    const second = await account(staff.id)
    expect(second?.previousLoginAt).toBe(first?.lastLoginAt)
    expect(Date.parse(second!.lastLoginAt!)).toBeGreaterThanOrEqual(Date.parse(first!.lastLoginAt!))
  })

  it('counts what arrived since the last visit, lists the callbacks of today and tomorrow, nearly full dates and failed mails', async () => {
    const staff = await createStaff(payload, 'dashboard@institut.example')
    await createContactMessage(payload, { email: 'vorher@firma.example' })
    const since = new Date(Date.now() + 5).toISOString()
    await new Promise((resolve) => setTimeout(resolve, 20))
    await payload.db.updateOne({
      collection: 'users',
      id: staff.id,
      data: { previousLoginAt: since },
    })
    await createContactMessage(payload, { email: 'neu1@firma.example' })
    await createContactMessage(payload, { email: 'neu2@firma.example' })
    const today = await createCallbackRequest(payload, {
      vorname: 'Tina',
      nachname: 'Heute',
      email: 'heute@firma.example',
      terminAt: berlinHour(0, 15),
    })
    const tomorrow = await createCallbackRequest(payload, {
      vorname: 'Max',
      nachname: 'Morgen',
      email: 'morgen@firma.example',
      terminAt: berlinHour(1, 9),
    })
    await createCallbackRequest(payload, {
      vorname: 'Uwe',
      nachname: 'Übermorgen',
      email: 'spaeter@firma.example',
      terminAt: berlinHour(2, 9),
    })
    const { addDate } = await seedCatalogue(payload)
    const nearlyFull = await addDate(12, 10)
    const full = await addDate(8, 8)
    const roomy = await addDate(12, 2)
    const job = await payload.jobs.queue({
      task: 'sendMail',
      input: {
        dedupeKey: 'dashboard:failed',
        to: 'tippfehler@firma.exmaple',
        subject: 'Ihre Buchung',
        text: 'Hallo',
      },
    })
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { hasError: true, totalTried: 15 },
    })

    const figures = await dashboardFigures(payload, (await account(staff.id))!)

    expect(figures.since).toBe(since)
    const count = (slug: string) => figures.newItems.find((item) => item.slug === slug)?.count
    expect(count('contact-messages')).toBe(2)
    expect(count('callback-requests')).toBe(3)
    expect(figures.callbacks.today.map((row) => row.id)).toContain(today.id)
    expect(figures.callbacks.today.map((row) => row.id)).not.toContain(tomorrow.id)
    expect(figures.callbacks.tomorrow.map((row) => row.id)).toEqual([tomorrow.id])
    expect(figures.callbacks.today.find((row) => row.id === today.id)?.name).toBe('Tina Heute')
    const nearly = figures.nearlyFull.map((row) => [row.id, row.seatsLeft])
    expect(nearly).toContainEqual([nearlyFull.id, 2])
    expect(nearly).toContainEqual([full.id, 0])
    expect(nearly.map(([id]) => id)).not.toContain(roomy.id)
    expect(figures.failedMails.total).toBeGreaterThanOrEqual(1)
    expect(figures.failedMails.latest[0]).toMatchObject({
      to: 'tippfehler@firma.exmaple',
      subject: 'Ihre Buchung',
    })
  })

  it('reads nothing for a customer: every figure is staff-only', async () => {
    const customer = await createCustomer(payload, 'dashboard-kunde@firma.example')
    await expect(dashboardFigures(payload, customer)).rejects.toThrow()
  })
})
