import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getTestPayload } from '../helpers/payload'

let payload: Payload

describe('document ids that cannot be ours', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('are not found, like ids that do not exist, for reading, changing and deleting, never a database error', async () => {
    for (const id of ['abc', '%ff', '1.5', '-3', '12abc']) {
      await expect(
        payload.findByID({ collection: 'pages', id, overrideAccess: true }),
        id,
      ).rejects.toMatchObject({ status: 404 })
      await expect(
        payload.update({ collection: 'seminars', id, data: { code: 'X' }, overrideAccess: true }),
        id,
      ).rejects.toMatchObject({ status: 404 })
      await expect(
        payload.delete({ collection: 'news', id, overrideAccess: true }),
        id,
      ).rejects.toMatchObject({ status: 404 })
    }
    await expect(
      payload.findByID({ collection: 'pages', id: 999_999, overrideAccess: true }),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('leave real ids alone, as numbers or as the digits of a URL', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: 'ids@institut.example', password: 'ids-password-1' },
      overrideAccess: true,
    })
    expect(
      (await payload.findByID({ collection: 'users', id: String(user.id), overrideAccess: true }))
        .email,
    ).toBe('ids@institut.example')
    expect(
      (
        await payload.update({
          collection: 'users',
          id: user.id,
          data: { name: 'Ida' },
          overrideAccess: true,
        })
      ).name,
    ).toBe('Ida')
    await payload.delete({ collection: 'users', id: user.id, overrideAccess: true })
  })
})
