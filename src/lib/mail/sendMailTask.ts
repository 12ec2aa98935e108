import type { TaskConfig } from 'payload'

/**
 * The mail outbox: every mail is a job queued in the same transaction as what it belongs to
 * (a booking, a form submission) and retried until it is sent. The dedupe key is recorded in
 * `sent-mails` once a mail is out, so a retried job never sends it twice.
 */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'dedupeKey', type: 'text', required: true },
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
  ],
  outputSchema: [{ name: 'skipped', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    const sent = await payload.find({ collection: 'sent-mails', where: { dedupeKey: { equals: input.dedupeKey } }, limit: 1, depth: 0, overrideAccess: true })
    if (sent.docs.length) return { output: { skipped: true } }
    await payload.sendEmail({ to: input.to, replyTo: input.replyTo || undefined, subject: input.subject, text: input.text })
    await payload.create({ collection: 'sent-mails', data: { dedupeKey: input.dedupeKey, to: input.to, subject: input.subject }, overrideAccess: true })
    return { output: { skipped: false } }
  },
}
