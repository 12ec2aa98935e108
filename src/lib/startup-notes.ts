import { env } from './env'

type Settings = Pick<typeof env, 'siteUrlConfigured' | 'SITE_URL' | 'SMTP_URL'>

/**
 * What a server start says about settings that are fine for a demo on one's own machine but not
 * for a public site. Printed once per start (src/instrumentation.ts), never fatal.
 */
export function startupNotes(settings: Settings = env): string[] {
  const notes: string[] = []
  if (!settings.siteUrlConfigured) {
    notes.push(
      `SITE_URL is not set: links in mails, the sitemap and canonical addresses use ${settings.SITE_URL}, and the admin accepts saves only from there. Set it to the public address on a public site.`,
    )
  }
  if (!settings.SMTP_URL) notes.push('SMTP_URL is not set: mails are written to var/mail/ as .eml files and reach nobody.')
  return notes
}
