import type { Payload, PayloadRequest } from 'payload'

type QueuedMail = {
  dedupeKey: string
  to: string
  replyTo?: string
  subject: string
  text: string
  /** The HTML version of a mail to a visitor (`text` is then its plain-text alternative). */
  html?: string
}

/**
 * Queues one mail as an outbox job in the request's transaction (sent after the commit, retried
 * until out).
 */
export async function queueMail(
  payload: Payload,
  req: PayloadRequest,
  mail: QueuedMail,
): Promise<void> {
  await payload.jobs.queue({ task: 'sendMail', input: mail, req })
}

type MailSettings = { email?: string | null; notificationEmail?: string | null }

/** Where staff notifications go: the settings' notification address, else the site's address. */
export const notificationAddress = (settings: MailSettings): string | null =>
  settings.notificationEmail || settings.email || null

/** The office's address, which mails to visitors name as Reply-To. */
export const officeAddress = (settings: MailSettings): string | undefined =>
  settings.email || undefined

/**
 * The mail addresses of the site settings; a missing notification address is logged (staff mail not
 * queued).
 */
export async function mailAddresses(
  payload: Payload,
  req: PayloadRequest,
  what: string,
): Promise<{ staff: string | null; office: string | undefined }> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    req,
    overrideAccess: true,
  })
  const staff = notificationAddress(settings)
  if (!staff)
    payload.logger.warn(`${what}: no staff address in the site settings, staff mail not queued`)
  return { staff, office: officeAddress(settings) }
}
