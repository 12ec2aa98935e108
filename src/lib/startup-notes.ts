import { env } from './env'

/**
 * What a server start says about settings that are fine for a demo on one's own machine but not
 * for a public site. Printed once per start (src/instrumentation.ts), never fatal.
 */
export function startupNotes(): string[] {
  const notes: string[] = []
  if (!env.siteUrlConfigured) {
    notes.push(
      `SITE_URL is not set: links in mails, the sitemap and canonical addresses use ${env.SITE_URL}, and the admin accepts saves only from there. Set it to the public address on a public site.`,
    )
  }
  if (!env.SMTP_URL)
    notes.push(
      'SMTP_URL is not set: mails are written to var/mail/ as .eml files and reach nobody.',
    )
  return notes
}
