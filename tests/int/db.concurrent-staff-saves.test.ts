import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POOL_SIZE } from '@/lib/postgres-transactions'
import type { User } from '@/payload-types'

import {
  bookStored,
  type Catalogue,
  openBookingOffice,
  seatsTaken,
  seminarItem,
} from './booking.fixtures'

// Staff saves through Payload's REST API (and the admin) check the document lock on a second
// connection beside their transaction. On PostgreSQL, as many saves at once as the pool has
// connections used to hold all of them and wait for one more for good.

let payload: Payload
let catalogue: Catalogue
let staff: User

describe('staff saves at once', () => {
  beforeAll(async () => {
    ;({ payload, catalogue, staff } = await openBookingOffice('gleichzeitig@institut.example'))
  })

  it('more cancellations at once than the pool has connections all finish and free their seats', async () => {
    const count = POOL_SIZE + 2
    const date = await catalogue.addDate(count)
    const bookings = []
    for (let i = 0; i < count; i++) bookings.push(await bookStored(payload, [seminarItem(date.id)]))
    expect(await seatsTaken(payload, date.id)).toBe(count)

    const saves = Promise.all(
      bookings.map((booking) =>
        payload.update({
          collection: 'bookings',
          id: booking.id,
          data: { status: 'cancelled' },
          user: staff,
          overrideAccess: false,
          // As REST and the admin save: with the check of the document lock.
          overrideLock: false,
          context: { disableRevalidate: true },
        }),
      ),
    )
    const stalled = new Promise<'stalled'>((resolve) => setTimeout(resolve, 20_000, 'stalled'))
    expect(await Promise.race([saves.then(() => 'finished'), stalled])).toBe('finished')
    expect(await seatsTaken(payload, date.id)).toBe(0)
  }, 60_000)
})
