import type { Payload, TaskConfig } from 'payload'

import { messageIdFor } from './adapter'

/**
 * How long a mail keeps being retried. Payload waits `2^tried × delay` after a failed try (no
 * cap), so 15 retries from 10 s wait 10 s · (2^15 − 1) ≈ 91 h in total: a mail survives an SMTP
 * outage of more than three days (the former 8 retries gave up after ~43 minutes). The price is
 * that late retries are far apart (the last gap is ~45 h); `wakeWaitingMails` makes up for that
 * by sending the waiting mails as soon as any mail gets through again.
 */
export const MAIL_RETRIES = {
  attempts: 15,
  backoff: { type: 'exponential', delay: 10_000 },
} as const

/** Milliseconds from the first failed try until the last retry under a retry policy. */
export const mailRetryWindowMs = (
  retries: { attempts: number; backoff: { delay: number } } = MAIL_RETRIES,
): number =>
  Array.from({ length: retries.attempts }, (_, tried) => 2 ** tried * retries.backoff.delay).reduce(
    (sum, wait) => sum + wait,
    0,
  )

/**
 * A file sent with a mail (a calendar file), kept as text in the queued job until the mail is out,
 * so a retry sends exactly what was queued.
 */
export type MailAttachment = { filename: string; contentType: string; content: string }

/**
 * A mail just went out, so the mail server is reachable: queued mails waiting for a later retry
 * (after an outage) become due now and leave with the next outbox run instead of hours later.
 * A failure here only delays them until their own retry time.
 */
async function wakeWaitingMails(payload: Payload): Promise<void> {
  const now = new Date().toISOString()
  try {
    // Alike releaseInterruptedJobs (outbox.ts) by shape only: another update of other jobs.
    await payload.db.updateMany({
      collection: 'payload-jobs',
      where: {
        and: [
          { taskSlug: { equals: 'sendMail' } },
          { processing: { equals: false } },
          { completedAt: { exists: false } },
          { hasError: { not_equals: true } },
          { waitUntil: { greater_than: now } },
        ],
      },
      data: { waitUntil: now },
      returning: false,
    })
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Could not bring waiting mails forward' })
  }
}

/**
 * The mail outbox: every mail is a job queued in the same transaction as what it belongs to
 * (a booking, a form submission) and retried until it is sent. The dedupe key is recorded in
 * `sent-mails` once a mail is out, so a retried job never sends it twice.
 */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  retries: { attempts: MAIL_RETRIES.attempts, backoff: { ...MAIL_RETRIES.backoff } },
  inputSchema: [
    { name: 'dedupeKey', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    // Mails to visitors come as HTML with `text` as the plain-text alternative; staff mails as text.
    { name: 'html', type: 'textarea' },
    {
      name: 'attachments',
      type: 'array',
      fields: [
        { name: 'filename', type: 'text', required: true },
        { name: 'contentType', type: 'text', required: true },
        { name: 'content', type: 'textarea', required: true },
      ],
    },
  ],
  outputSchema: [{ name: 'skipped', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const sent = await payload.find({
      collection: 'sent-mails',
      where: { dedupeKey: { equals: input.dedupeKey } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (sent.docs.length) return { output: { skipped: true } }
    await payload.sendEmail({
      to: input.to,
      replyTo: input.replyTo || undefined,
      subject: input.subject,
      text: input.text,
      html: input.html || undefined,
      attachments: (input.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      messageId: messageIdFor(input.dedupeKey),
    })
    await payload.create({
      collection: 'sent-mails',
      data: { dedupeKey: input.dedupeKey, to: input.to, subject: input.subject },
      overrideAccess: true,
    })
    await wakeWaitingMails(payload)
    return { output: { skipped: false } }
  },
}
