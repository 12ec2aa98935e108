import type { OutboxJob, TestDatabase } from './database'
import type { LoadRequest } from './requests'
import { MARKER_DOMAIN } from './requests'
import type { FakeSmtp, ReceivedMail } from './smtp'

/**
 * `<address>#visitor` for a mail to the marker address, `<address>#staff` for the staff mail about
 * it.
 */
export function mailKey(mail: ReceivedMail, staffAddress: string): string | null {
  if (mail.rcpt.length === 1 && mail.rcpt[0] === staffAddress)
    return mail.replyTo.endsWith(`@${MARKER_DOMAIN}`) ? `${mail.replyTo}#staff` : null
  const to = mail.rcpt.find((address) => address.endsWith(`@${MARKER_DOMAIN}`))
  return to ? `${to}#visitor` : null
}

export type MailCheck = {
  expected: number
  delivered: number
  missing: string[]
  /** Expected mails that arrived more than once (extra copies counted). */
  duplicates: number
  duplicateKeys: string[]
  /** Messages whose Message-ID arrived more than once (a resend of the very same message). */
  sameMessageId: number
}

/**
 * Compares the mails the acknowledged requests should produce with what arrived (`since`: index
 * into received).
 */
export function checkMails(
  requests: LoadRequest[],
  smtp: FakeSmtp,
  staffAddress: string,
  since = 0,
): MailCheck {
  const arrived = new Map<string, number>()
  const ids = new Map<string, number>()
  for (const mail of smtp.received.slice(since)) {
    const key = mailKey(mail, staffAddress)
    if (key) arrived.set(key, (arrived.get(key) ?? 0) + 1)
    if (mail.messageId) ids.set(mail.messageId, (ids.get(mail.messageId) ?? 0) + 1)
  }
  const expected = requests.flatMap((request) => request.mails)
  const missing = expected.filter((key) => !arrived.get(key))
  const duplicateKeys = expected.filter((key) => (arrived.get(key) ?? 0) > 1)
  return {
    expected: expected.length,
    delivered: expected.length - missing.length,
    missing,
    duplicates: duplicateKeys.reduce((sum, key) => sum + arrived.get(key)! - 1, 0),
    duplicateKeys,
    sameMessageId: [...ids.values()].reduce((sum, n) => sum + (n > 1 ? n - 1 : 0), 0),
  }
}

/**
 * A line about the jobs left in the outbox: how many are stuck in `processing`, failed for good, or
 * waiting.
 */
export function describeJobs(jobs: OutboxJob[]): string {
  const processing = jobs.filter((job) => job.processing)
  const failed = jobs.filter((job) => job.hasError)
  const waiting = jobs.filter((job) => !job.processing && !job.hasError)
  const latest = waiting
    .map((job) => job.waitUntil ?? '')
    .sort()
    .at(-1)
  return `${jobs.length} job(s) left: ${processing.length} marked processing (${processing
    .slice(0, 3)
    .map((job) => `#${job.id} ${job.dedupeKey}`)
    .join(
      ', ',
    )}), ${failed.length} failed for good, ${waiting.length} waiting (latest waitUntil ${latest || '–'})`
}

/**
 * Waits until the outbox is empty and every expected mail arrived, or until nothing moved for
 * `idleMs` (stuck), or `maxMs` passed. Returns the milliseconds waited and the jobs left.
 */
export async function waitForOutbox(
  db: TestDatabase,
  smtp: FakeSmtp,
  expectedKeys: Set<string>,
  staffAddress: string,
  { maxMs = 30 * 60_000, idleMs = 60_000 } = {},
): Promise<{ waitedMs: number; left: OutboxJob[] }> {
  const started = Date.now()
  let lastChange = started
  let lastState = ''
  let lastPrint = 0
  for (;;) {
    const jobs = await db.outboxSize()
    const arrived = new Set(smtp.received.map((mail) => mailKey(mail, staffAddress)))
    const missing = [...expectedKeys].filter((key) => !arrived.has(key)).length
    const state = `${jobs}/${smtp.received.length}`
    if (state !== lastState) {
      lastState = state
      lastChange = Date.now()
    }
    if (Date.now() - lastPrint > 10_000) {
      lastPrint = Date.now()
      console.log(
        `  … outbox: ${jobs} job(s) queued, ${smtp.received.length} mail(s) received, ${missing} expected mail(s) missing`,
      )
    }
    if (jobs === 0 && missing === 0) return { waitedMs: Date.now() - started, left: [] }
    if (Date.now() - lastChange > idleMs || Date.now() - started > maxMs)
      return { waitedMs: Date.now() - started, left: await db.outbox() }
    await new Promise((resolve) => setTimeout(resolve, 2_000))
  }
}
