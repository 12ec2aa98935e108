import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload, noRevalidate } from '../helpers/payload'

// Alike portal.flag.test.ts by shape only: each file sets up its own data.
let payload: Payload

const settings = {
  organisation: 'Institut für Führung Münster',
  address: { street: 'Domplatz 1', postcode: '48143', city: 'Münster' },
  phone: '+49 251 1',
  email: 'team@institut.example',
}
const save = (data: Record<string, unknown>) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { ...settings, ...data },
    context: noRevalidate,
  })

describe('site settings: days between two showings of a notice', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(async () => {
    await payload.destroy()
  })

  it('is one day until an editor sets another', async () => {
    await save({})
    const stored = await payload.findGlobal({ slug: 'site-settings' })
    expect(stored.noticeIntervalDays).toBe(1)
  })

  it('keeps whole days from 1 to 365', async () => {
    await save({ noticeIntervalDays: 7 })
    expect((await payload.findGlobal({ slug: 'site-settings' })).noticeIntervalDays).toBe(7)
    await save({ noticeIntervalDays: 365 })
    expect((await payload.findGlobal({ slug: 'site-settings' })).noticeIntervalDays).toBe(365)
  })

  it('refuses zero, negative, fractional, too many and missing days and keeps the stored value', async () => {
    for (const days of [0, -2, 1.5, 366, null]) {
      await expect(save({ noticeIntervalDays: days }), String(days)).rejects.toThrow(
        /Tage zwischen|Days between|noticeIntervalDays/,
      )
    }
    expect((await payload.findGlobal({ slug: 'site-settings' })).noticeIntervalDays).toBe(365)
  })
})
