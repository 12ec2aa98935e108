import { Writable } from 'node:stream'

import type { Payload } from 'payload'
import { symbols } from 'pino'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { REDACTED } from '@/lib/logging'

import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let lines: string[]
let restore: (() => void) | null = null

/** Sends what Payload's own logger writes into `lines`, for one test. */
function captureLog(): void {
  lines = []
  const logger = payload.logger as unknown as Record<symbol, unknown>
  const original = logger[symbols.streamSym]
  logger[symbols.streamSym] = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  restore = () => {
    logger[symbols.streamSym] = original
  }
}

afterEach(() => {
  restore?.()
  restore = null
})

const PERSON = {
  email: 'anna.muster@firma.example',
  vorname: 'Anna',
  nachname: 'Vertraulich-Muster',
}

/**
 * A write the database refuses (a customer without a password hash), with the person's values in
 * it.
 */
async function failedWrite(): Promise<unknown> {
  const table = (payload.db as unknown as { tables: Record<string, never> }).tables.customers
  const drizzle = (
    payload.db as unknown as {
      drizzle: { insert: (t: never) => { values: (v: object) => Promise<unknown> } }
    }
  ).drizzle
  return drizzle
    .insert(table)
    .values({
      email: PERSON.email,
      vorname: PERSON.vorname,
      nachname: PERSON.nachname,
      hash: null,
      salt: null,
      updatedAt: null,
      createdAt: null,
    })
    .then(
      () => null,
      (error: unknown) => error,
    )
}

describe('the server log keeps personal data and tokens out', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('a failed database write is logged with its query but without the values it carried', async () => {
    const error = await failedWrite()
    expect(error, 'the database refused the write').toBeInstanceOf(Error)
    expect(
      String((error as Error).message),
      'the driver puts the values into the message',
    ).toContain(PERSON.email)

    captureLog()
    payload.logger.error({ err: error, msg: 'Form submission (kontakt) failed' })
    const logged = lines.join('')
    expect(logged).toContain('Form submission (kontakt) failed')
    expect(logged).toContain('insert into')
    for (const value of Object.values(PERSON)) expect(logged).not.toContain(value)
    expect(logged).toContain(REDACTED)
  })

  it('a refused request (400, 403, 404, 409) is one line at info level, without a stack', async () => {
    captureLog()
    const statuses = [
      (await rest('GET', '/api/pages/?where[createdAt][less_than]=abc')).status,
      (await rest('GET', '/api/pages/?where[nope][equals]=1')).status,
      (await rest('DELETE', '/api/pages/1/')).status,
      (await rest('GET', '/api/users/')).status,
    ]
    expect(
      statuses.every((status) => status >= 400 && status < 500),
      String(statuses),
    ).toBe(true)
    const logged = lines.map((line) => JSON.parse(line) as { level: number; err?: unknown })
    expect(logged.length).toBeGreaterThan(0)
    for (const line of logged) {
      expect(line.level, JSON.stringify(line)).toBe(30)
      expect(JSON.stringify(line)).not.toContain('stack')
    }
  })

  it('a failed query is logged in at most a few kilobytes, however long its SQL', async () => {
    const sql = `select ${Array.from({ length: 1500 }, (_, i) => `"t${i}"."column_${i}"`).join(', ')}`
    const error = new Error(`Failed query: ${sql}\nparams: ${PERSON.email}`, {
      cause: new Error('SQLITE_ERROR: no such column'),
    })
    Object.assign(error, { params: [PERSON.email] })
    captureLog()
    payload.logger.error({ err: error, msg: 'Find failed' })
    const logged = lines.join('')
    expect(sql.length).toBeGreaterThan(20_000)
    expect(logged.length).toBeLessThan(8_000)
    expect(logged).toContain('Failed query: select')
    expect(logged).toContain('more characters]')
    expect(logged).not.toContain(PERSON.email)
  })

  it('a failed mail job is logged without the mail: no recipient, text or reset link', async () => {
    const resetLink = 'https://www.example.de/passwort-zuruecksetzen/?token=abcdef0123456789secret'
    const job = await payload.jobs.queue({
      task: 'sendMail',
      input: {
        dedupeKey: 'log:reset',
        to: PERSON.email,
        subject: 'Passwort zurücksetzen',
        text: `Ihr Link: ${resetLink}`,
      },
    })
    const stored = await payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0 })

    captureLog()
    // The shape Payload's job runner logs a failed task with (queues/errors/handleTaskError).
    payload.logger.error({
      err: new Error('connect ECONNREFUSED 127.0.0.1:25'),
      job: stored,
      msg: `Error running task ${job.id}. Attempt 1/16`,
      taskSlug: 'sendMail',
    })
    const logged = lines.join('')
    expect(logged).toContain('ECONNREFUSED')
    expect(logged).toContain(`Error running task ${job.id}`)
    expect(logged).not.toContain(PERSON.email)
    expect(logged).not.toContain('abcdef0123456789secret')
    expect(logged).not.toContain('Ihr Link')
  })
})
