import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { isBusyError, isPostgres } from '@/lib/db'

import { getTestPayload } from '../helpers/payload'

// Writes through Payload's own operations (staff REST calls, admin saves, logins) while another
// transaction is open, on the file's own database (SQLite by default, PostgreSQL in test:postgres).
// Decision 0014: on SQLite they used to fail as busy, and the connection a failed statement was
// left on silently lost the next transaction's writes.

let payload: Payload
const customer = (name: string) => ({
  email: `${name}-${Date.now()}@example.com`,
  password: 'transaktion-2026',
  vorname: name,
  nachname: 'Test',
})

/**
 * A connection outside Payload's transactions takes the database's write lock; the returned
 * function gives it back.
 */
async function holdWriteLockElsewhere(): Promise<() => Promise<void>> {
  if (isPostgres(payload)) {
    const pool = (
      payload.db as unknown as {
        pool: {
          connect: () => Promise<{ query: (sql: string) => Promise<unknown>; release: () => void }>
        }
      }
    ).pool
    const client = await pool.connect()
    await client.query('BEGIN')
    await client.query('LOCK TABLE customers IN EXCLUSIVE MODE')
    return async () => {
      await client.query('COMMIT')
      client.release()
    }
  }
  // The adapter's libsql client: its transaction takes a connection of its own, as a second process
  // would.
  const client = (
    payload.db as unknown as {
      client: {
        transaction: (mode: 'write') => Promise<{ commit: () => Promise<void>; close: () => void }>
      }
    }
  ).client
  const tx = await client.transaction('write')
  return async () => {
    await tx.commit()
    tx.close()
  }
}

const stored = async (id: number | string) =>
  (
    await payload.find({
      collection: 'customers',
      where: { id: { equals: id } },
      overrideAccess: true,
    })
  ).totalDocs === 1

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('database transactions', () => {
  it('a Payload write that starts while another transaction is open waits for it, and both are stored', async () => {
    const first = await payload.create({
      collection: 'customers',
      data: customer('erste'),
      overrideAccess: true,
    })
    const second = await payload.create({
      collection: 'customers',
      data: customer('zweite'),
      overrideAccess: true,
    })

    // An open transaction, as a booking or a form submission holds one.
    const req = await createLocalReq({}, payload)
    req.transactionID = (await payload.db.beginTransaction())!
    await payload.update({
      collection: 'customers',
      id: first.id,
      data: { telefon: '+49 251 100' },
      overrideAccess: true,
      req,
    })

    // An editor saves another customer meanwhile: its own transaction.
    const editorSave = payload.update({
      collection: 'customers',
      id: second.id,
      data: { telefon: '+49 251 200' },
      overrideAccess: true,
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await payload.db.commitTransaction(req.transactionID)

    await expect(editorSave).resolves.toMatchObject({ telefon: '+49 251 200' })
    const [a, b] = await Promise.all(
      [first.id, second.id].map((id) =>
        payload.findByID({ collection: 'customers', id, overrideAccess: true }),
      ),
    )
    expect([a.telefon, b.telefon]).toEqual(['+49 251 100', '+49 251 200'])
  })

  it('after a write met a lock held elsewhere, every write Payload reports as done is stored', async () => {
    const target = await payload.create({
      collection: 'customers',
      data: customer('ziel'),
      overrideAccess: true,
    })
    const giveBack = await holdWriteLockElsewhere()
    // A write outside any transaction: SQLite refuses it at once (busy), PostgreSQL waits for the
    // lock.
    const plainWrite = payload.db.updateOne({
      collection: 'customers',
      id: target.id,
      data: { firma: 'Neu GmbH' },
      returning: false,
    })
    const plainOutcome = plainWrite.then(
      () => 'stored' as const,
      (error: unknown) => (isBusyError(error) ? ('busy' as const) : Promise.reject(error)),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    await giveBack()
    expect(['stored', 'busy']).toContain(await plainOutcome)

    // The next transactions: each either fails with an error or is really in the database.
    const outcomes: string[] = []
    for (const name of ['danach-eins', 'danach-zwei', 'danach-drei']) {
      try {
        const created = await payload.create({
          collection: 'customers',
          data: customer(name),
          overrideAccess: true,
        })
        outcomes.push((await stored(created.id)) ? 'stored' : 'reported but lost')
      } catch {
        outcomes.push('failed')
      }
    }
    expect(outcomes).not.toContain('reported but lost')
    expect(outcomes.at(-1)).toBe('stored')
  })
})
