import { createHash } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { env, VAR_DIR } from '@/lib/env'

/** Where mails go when no SMTP_URL is set: one .eml file each, readable with any mail program. */
export const MAIL_DIR = path.join(VAR_DIR, 'mail')

const FROM_NAME = 'Institut für Führung Münster'

function mailDomain(): string {
  const host = new URL(env.SITE_URL).hostname
  return host.includes('.') ? host : 'localhost.localdomain'
}

/** A plain address, as a mail server's MAIL FROM takes it: something@host.tld. */
const PLAIN_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/

/**
 * MAIL_FROM, or noreply@ the site's host. A MAIL_FROM that is no address stops the start with a
 * clear message.
 */
export function fromAddress(): string {
  const configured = env.MAIL_FROM
  if (!configured) return `noreply@${mailDomain()}`
  if (!PLAIN_ADDRESS.test(configured))
    throw new Error(
      `MAIL_FROM is not an e-mail address: "${configured}" (expected e.g. noreply@example.de)`,
    )
  return configured
}

/**
 * The Message-ID of the mail behind an outbox dedupe key, the same on every try. A process killed
 * after the mail server took a mail but before `sent-mails` recorded it sends the mail again on
 * restart; with the same Message-ID, mail systems and programs treat the copy as the same message.
 */
export function messageIdFor(dedupeKey: string): string {
  const digest = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)
  return `<${digest}.outbox@${mailDomain()}>`
}

/**
 * Payload's mail adapter on nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * rendered and written under var/mail/, so nothing is lost on a machine without a mail server.
 */
export const mailAdapter: EmailAdapter = () => {
  const smtp = env.SMTP_URL
  // Short timeouts: a mail server that accepts connections but never answers would otherwise hold
  // the outbox (and, on SQLite, the write lock bookings wait for) for up to ten minutes.
  const transport = smtp
    ? nodemailer.createTransport({
        url: smtp,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // One connection kept open for many mails: a burst (many bookings at once, the queue after
        // an outage) does not pay a new connection and greeting per mail. The outbox sends one at a
        // time.
        pool: true,
        maxConnections: 1,
        maxMessages: 500,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const defaultFromAddress = fromAddress()
  return {
    name: smtp ? 'smtp' : 'eml-files',
    defaultFromAddress,
    defaultFromName: FROM_NAME,
    sendEmail: async (message) => {
      const info = await transport.sendMail({
        from: { name: FROM_NAME, address: defaultFromAddress },
        ...message,
      })
      if (!smtp) {
        await mkdir(MAIL_DIR, { recursive: true })
        const id = String(info.messageId ?? Date.now()).replace(/[^a-z0-9.-]+/gi, '')
        await writeFile(
          path.join(MAIL_DIR, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`),
          (info as unknown as { message: Buffer }).message,
        )
      }
      return info
    },
  }
}
