#!/usr/bin/env node
// Mail sizes (issue 29): every mail to a visitor, rendered from its template with fictional data
// (tests/helpers/mail-samples.ts), HTML and plain-text alternative, against the 100 KB at which
// mail programs start to clip a message. Calendar files are not counted: they ride as attachments.
//   node bench/mail-sizes.mjs
import { execFileSync } from 'node:child_process'
import { pathToFileURL } from 'node:url'

import { printTable } from './lib/table.mjs'

const LIMIT_BYTES = 100 * 1024
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** One row per mail: HTML + text, with both parts' sizes. */
export async function measure() {
  const mails = JSON.parse(
    execFileSync('npx', ['tsx', 'tests/helpers/mail-samples-json.ts'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  )
  return Object.entries(mails).map(([name, mail]) => {
    const html = Buffer.byteLength(mail.html)
    const text = Buffer.byteLength(mail.text)
    return {
      section: 'mail sizes (HTML + text)',
      subject: name,
      value: `${kb(html + text)} (HTML ${kb(html)}, text ${kb(text)})`,
      reference: kb(LIMIT_BYTES),
      ratio: ((html + text) / LIMIT_BYTES).toFixed(2),
      goal: '< 100 KB',
      met: html + text < LIMIT_BYTES,
    }
  })
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  printTable(await measure(), 'Mail sizes')
