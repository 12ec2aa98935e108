import { mkdir, readdir, readFile, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runRetention } from '@/features/retention/run'
import { MAIL_DIR } from '@/lib/mail/adapter'

import { getTestPayload } from '../helpers/payload'

// Read when Payload starts its mail adapter, so set before.
process.env.MAIL_FROM = 'seminare@institut-muenster.example'

let payload: Payload

const emlFiles = async () =>
  (await readdir(MAIL_DIR).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'))

describe('mails without a mail server', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })

  it('go out from MAIL_FROM, and are written to var/mail/ as .eml files', async () => {
    const before = await emlFiles()
    await payload.sendEmail({ to: 'anna@firma.example', subject: 'Absendertest', text: 'Hallo' })
    const added = (await emlFiles()).filter((name) => !before.includes(name))
    expect(added).toHaveLength(1)
    const mail = await readFile(path.join(MAIL_DIR, added[0]), 'utf8')
    // The header may fold onto continuation lines (the institute's name is encoded).
    expect(mail).toMatch(/^From: [^\n]*(\n[ \t][^\n]*)*<seminare@institut-muenster\.example>/m)
    expect(mail).toMatch(/^Subject: Absendertest$/m)
  })

  it('as files, are deleted by the retention run after 12 months like the sent-mail log; other files stay', async () => {
    await mkdir(MAIL_DIR, { recursive: true })
    const now = new Date('2026-11-27T12:00:00Z')
    const old = path.join(MAIL_DIR, 'old.eml')
    const young = path.join(MAIL_DIR, 'young.eml')
    const notAMail = path.join(MAIL_DIR, 'notes.txt')
    for (const file of [old, young, notAMail]) await writeFile(file, 'Subject: x\n\nx')
    const thirteenMonthsAgo = new Date('2025-10-27T12:00:00Z')
    const elevenMonthsAgo = new Date('2025-12-27T12:00:00Z')
    await utimes(old, thirteenMonthsAgo, thirteenMonthsAgo)
    await utimes(notAMail, thirteenMonthsAgo, thirteenMonthsAgo)
    await utimes(young, elevenMonthsAgo, elevenMonthsAgo)

    const report = await runRetention(payload, { now })
    expect(report?.failed).toEqual([])
    expect(report?.changed['mail files (var/mail)']).toBe(1)
    const left = await readdir(MAIL_DIR)
    expect(left).not.toContain('old.eml')
    expect(left).toEqual(expect.arrayContaining(['young.eml', 'notes.txt']))
  })
})
