import type { Payload, PayloadRequest } from 'payload'

type QueuedMail = { dedupeKey: string; to: string; replyTo?: string; subject: string; text: string }

/** Queues one mail as an outbox job in the request's transaction (sent after the commit, retried until out). */
export async function queueMail(payload: Payload, req: PayloadRequest, mail: QueuedMail): Promise<void> {
  await payload.jobs.queue({ task: 'sendMail', input: mail, req })
}

/** The staff address of the site settings; null (with a warning in the log) when none is set. */
export async function staffAddress(payload: Payload, req: PayloadRequest, what: string): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: true })
  if (!settings.email) payload.logger.warn(`${what}: no staff address in the site settings, staff mail not queued`)
  return settings.email || null
}
