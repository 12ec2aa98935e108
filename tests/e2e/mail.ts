import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { expect } from '@playwright/test'

/** Where the e2e server's outbox writes its mails (no SMTP_URL: one .eml file per mail). */
export const MAIL_DIR = path.join(process.cwd(), 'var', 'e2e', 'mail')

/** A MIME entity's body with its transfer encoding undone. */
function decodedBody(headers: string, body: string): string {
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding !== 'quoted-printable') return body
  const joined = body.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(...Buffer.from(joined[i], 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

/**
 * The plain text of a mail, its transfer encoding undone: the body of a single-part mail, or the
 * text/plain part of a multipart one (a visitor's mail is HTML with a plain-text alternative,
 * perhaps with calendar files beside it).
 */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/)
  const headers = raw.slice(0, split)
  const body = raw.slice(split).trim()
  const boundary = /^Content-Type:\s*multipart\/[^;]+;[\s\S]*?boundary="?([^"\r\n;]+)"?/im.exec(
    headers,
  )?.[1]
  if (!boundary) return decodedBody(headers, body)
  for (const part of body.split(`--${boundary}`).slice(1)) {
    const entity = part.replace(/^\r?\n/, '')
    if (
      /^Content-Type:\s*(text\/plain|multipart\/)/im.test(
        entity.slice(0, entity.search(/\r?\n\r?\n/)),
      )
    )
      return mailText(entity)
  }
  return ''
}

/**
 * Waits until the outbox has written a mail to `address` whose raw text contains `marker`, and
 * returns its decoded text (the last such file read, when there are several).
 */
export async function waitForMail(address: string, marker: string, what: string): Promise<string> {
  let text = ''
  await expect
    .poll(
      async () => {
        for (const file of (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        )) {
          const raw = await readFile(path.join(MAIL_DIR, file), 'utf8')
          if (raw.includes(address) && raw.includes(marker)) text = mailText(raw)
        }
        return text !== ''
      },
      { timeout: 30_000, message: `${what} to ${address} in ${MAIL_DIR}` },
    )
    .toBe(true)
  return text
}
