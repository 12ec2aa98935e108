import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { runOutbox as runOutboxWithLock } from '@/lib/mail/outbox'

import { getTestPayload } from '../helpers/payload'

/** A message as the test's SMTP server received it. */
type Received = { to: string[]; raw: string }

const received: Received[] = []
let smtp: SMTPServer | null = null
let port = 0
let payload: Payload

/** Starts the SMTP server (on a free port the first time, on the same port after an outage). */
function startSmtp(): Promise<void> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The mail transport keeps its connection open (a pool); an outage must not wait 30 s for it.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      port = (server.server.address() as AddressInfo).port
      smtp = server
      resolve()
    })
  })
}

/** The outage: the port refuses connections until `startSmtp` again. */
function stopSmtp(): Promise<void> {
  const server = smtp
  smtp = null
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()))
}

const subjects = () => received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])
const queueMail = (dedupeKey: string, subject = dedupeKey) =>
  payload.jobs.queue({
    task: 'sendMail',
    input: { dedupeKey, to: 'staff@institut.example', subject, text: 'Eine neue Anfrage.' },
  })
const runOutbox = () =>
  payload.jobs.run({ queue: 'default', limit: 50, sequential: true, silent: true })
const jobOf = (id: number | string) =>
  payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true })
const sentMails = async (dedupeKey: string) =>
  (
    await payload.count({
      collection: 'sent-mails',
      where: { dedupeKey: { equals: dedupeKey } },
      overrideAccess: true,
    })
  ).totalDocs

/** What the retry schedule would do after the outage ends: the job is due now. */
const makeDue = (id: number | string) =>
  payload.db.updateOne({
    collection: 'payload-jobs',
    id,
    data: { waitUntil: new Date(Date.now() - 1_000).toISOString() },
    returning: false,
  })

describe('mail outbox against a real SMTP server', () => {
  beforeAll(async () => {
    await startSmtp()
    // The mail adapter reads SMTP_URL when Payload starts, so it must be set before.
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    payload = await getTestPayload()
  })
  afterAll(async () => {
    await stopSmtp()
    delete process.env.SMTP_URL
  })
  beforeEach(async () => {
    if (!smtp) await startSmtp()
    received.length = 0
  })

  it('delivers a queued mail once, with its subject and recipient', async () => {
    const job = await queueMail('booking-1-staff', 'Neue Buchung B-2026-000001')
    await runOutbox()
    expect(received).toHaveLength(1)
    expect(received[0].to).toEqual(['staff@institut.example'])
    expect(subjects()).toEqual(['Neue Buchung B-2026-000001'])
    expect(await sentMails('booking-1-staff')).toBe(1)
    expect(await jobOf(job.id)).toBeNull()
    await runOutbox()
    expect(received).toHaveLength(1)
  })

  it('sends one mail for two jobs with the same dedupe key', async () => {
    await queueMail('contact-7-staff')
    await queueMail('contact-7-staff')
    await runOutbox()
    await runOutbox()
    expect(subjects()).toEqual(['contact-7-staff'])
  })

  it('sends a mail again with the same Message-ID when the record of its send was lost (a crash)', async () => {
    await queueMail('contact-8-staff')
    await queueMail('contact-9-staff')
    await runOutbox()
    await payload.delete({
      collection: 'sent-mails',
      where: { dedupeKey: { equals: 'contact-8-staff' } },
      overrideAccess: true,
    })
    await queueMail('contact-8-staff')
    await runOutbox()
    const messageIds = received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1])
    expect(subjects()).toEqual(['contact-8-staff', 'contact-9-staff', 'contact-8-staff'])
    expect(messageIds[0]).toMatch(/^<[0-9a-f]{32}\.outbox@[^>]+>$/)
    expect(messageIds[2]).toBe(messageIds[0])
    expect(messageIds[1]).not.toBe(messageIds[0])
  })

  it('keeps a mail through an SMTP outage and sends it exactly once when the server is back', async () => {
    await stopSmtp()
    const job = await queueMail('callback-3-staff')
    await runOutbox()
    expect(received).toHaveLength(0)
    const waiting = await jobOf(job.id)
    expect(waiting).toMatchObject({
      completedAt: null,
      hasError: false,
      processing: false,
      totalTried: 1,
    })
    expect(new Date(waiting!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    expect(waiting!.log?.[0]).toMatchObject({
      state: 'failed',
      error: expect.objectContaining({ message: expect.stringMatching(/ECONNREFUSED|connect/i) }),
    })
    expect(await sentMails('callback-3-staff')).toBe(0)

    // Not due yet: a run during the backoff leaves it alone.
    await startSmtp()
    await runOutbox()
    expect(received).toHaveLength(0)

    await makeDue(job.id)
    await runOutbox()
    await runOutbox()
    expect(subjects()).toEqual(['callback-3-staff'])
    expect(await sentMails('callback-3-staff')).toBe(1)
    expect(await jobOf(job.id)).toBeNull()
  })

  it('retries a failed mail again after another failed try, with a longer wait', async () => {
    await stopSmtp()
    const job = await queueMail('whitepaper-5-visitor')
    await runOutbox()
    const first = await jobOf(job.id)
    await makeDue(job.id)
    await runOutbox()
    const second = await jobOf(job.id)
    expect(second).toMatchObject({ totalTried: 2, hasError: false })
    const waitAfter = (job: typeof first) =>
      new Date(job!.waitUntil!).getTime() - new Date(job!.log!.at(-1)!.completedAt).getTime()
    expect(waitAfter(second)).toBeGreaterThan(waitAfter(first))
    await startSmtp()
    await makeDue(job.id)
    await runOutbox()
    expect(subjects()).toEqual(['whitepaper-5-visitor'])
  })

  it('sends every mail queued during an outage once the first mail after it gets through', async () => {
    await stopSmtp()
    const keys = [
      'contact-11-staff',
      'contact-11-visitor',
      'contact-12-staff',
      'newsletter-4-confirm',
    ]
    for (const key of keys) await queueMail(key)
    await runOutbox()
    expect(received).toHaveLength(0)

    await startSmtp()
    // A new submission after the outage: its mail goes out and brings the waiting ones forward.
    await queueMail('contact-13-staff')
    await runOutbox()
    await runOutbox()
    await runOutbox()
    expect([...subjects()].sort()).toEqual([...keys, 'contact-13-staff'].sort())
    for (const key of keys) expect(await sentMails(key)).toBe(1)
    expect(
      (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('sends the mail of a run that died in the middle (a killed process) on the next run', async () => {
    const job = await queueMail('booking-9-visitor')
    // What a run leaves behind when its process is killed after claiming the job.
    await payload.db.updateOne({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true },
      returning: false,
    })
    await runOutbox()
    expect(received).toHaveLength(0)

    await runOutboxWithLock(payload)
    expect(subjects()).toEqual(['booking-9-visitor'])
    expect(await jobOf(job.id)).toBeNull()
  })

  it('sends each mail once when several outbox runs start at the same moment (several instances)', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `contact-${100 + i}-staff`)
    for (const key of keys) await queueMail(key)
    await Promise.all(Array.from({ length: 4 }, () => runOutboxWithLock(payload)))
    // A run that found the lock taken did nothing; whatever is left goes with the next run.
    await runOutboxWithLock(payload)
    expect([...subjects()].sort()).toEqual([...keys].sort())
  })
})
