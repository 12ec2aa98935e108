import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { handleCallbackRequest } from '@/features/callback/server/handler'
import { env } from '@/lib/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { getTestPayload } from '../helpers/payload'
import { send, seedSettings, weekdayTermin } from './forms.fixtures'

let payload: Payload

/** An instant as staff in Münster read it, in the termin's own form. */
const berlin = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(iso))
    : iso

const callback = (termin: string, email: string) =>
  send(handleCallbackRequest, payload, '/api/json-api/callback/', {
    message: {
      formType: 'callbackForm',
      anrede: 'Frau',
      titel: '',
      vorname: 'Clara',
      nachname: 'Call',
      abteilung: '',
      firma: 'Call GmbH',
      telefon: '0251 4711',
      plz: '48143',
      email,
      video_url: '',
      termin,
      mitteilung: 'Bitte um Rückruf.',
      medium: '',
      medium_other: '',
      emailBestaetigung: false,
      requestPage: '/kontakt/',
      datenschutz: true,
    },
  })

describe('callback requests carry their wished time as a date', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    await seedSettings(payload)
  })

  it('stores terminAt, the Berlin time the visitor picked, so the list sorts and filters by it', async () => {
    const late = weekdayTermin(16 * 60 + 45)
    const early = weekdayTermin(7 * 60 + 30)
    expect((await callback(late, 'late@call.example')).body).toEqual({ status: 'ok' })
    expect((await callback(early, 'early@call.example')).body).toEqual({ status: 'ok' })

    const { docs } = await payload.find({
      collection: 'callback-requests',
      sort: 'terminAt',
      where: { email: { like: '@call.example' } },
      overrideAccess: true,
    })
    expect(docs.map((doc) => [doc.email, doc.termin, berlin(doc.terminAt)])).toEqual([
      ['early@call.example', early, early],
      ['late@call.example', late, late],
    ])
    const afternoon = await payload.find({
      collection: 'callback-requests',
      where: { terminAt: { greater_than: docs[0].terminAt } },
      overrideAccess: true,
    })
    expect(afternoon.docs.map((doc) => doc.email)).toEqual(['late@call.example'])
  })

  it('shows the time as a list column, read-only', () => {
    const { admin, flattenedFields } = payload.collections['callback-requests'].config
    expect(admin.defaultColumns).toEqual(expect.arrayContaining(['terminAt', 'firma', 'spam']))
    expect(admin.defaultColumns).not.toContain('termin')
    expect(flattenedFields.find((field) => field.name === 'terminAt')).toMatchObject({
      type: 'date',
      index: true,
      admin: { readOnly: true },
    })
  })

  it('fills terminAt for requests stored before it existed, from their termin text (the migration)', async () => {
    const made = async (termin: string) =>
      (
        await payload.create({
          collection: 'callback-requests',
          data: {
            vorname: 'Alt',
            nachname: 'Alt',
            email: 'old@call.example',
            termin,
            telefon: '0251 1',
            status: 'new',
            language: 'de',
          },
          overrideAccess: true,
        })
      ).id
    const winter = await made('02.03.2026, 10:15')
    const summer = await made('01.07.2026, 18:00')
    const unreadable = await made('morgen früh')
    const migration = (env.isPostgres ? postgresMigrations : sqliteMigrations).find((m) =>
      m.name.endsWith('_callback_termin_at'),
    )!
    const args = {
      db: payload.db.drizzle,
      payload,
      req: await createLocalReq({}, payload),
    } as never
    await migration.down(args)
    await migration.up(args)
    const read = async (id: number) =>
      (await payload.findByID({ collection: 'callback-requests', id, overrideAccess: true }))
        .terminAt
    expect(await read(winter)).toBe('2026-03-02T09:15:00.000Z')
    expect(await read(summer)).toBe('2026-07-01T16:00:00.000Z')
    expect(await read(unreadable)).toBeNull()
  })
})
