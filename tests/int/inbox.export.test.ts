import { createLocalReq, type CollectionSlug, type Payload, type PayloadHandler } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { listedDocPages } from '@/features/forms/inbox/export'
import { hashToken, newToken } from '@/lib/tokens'
import type { ContactMessage, Customer, User } from '@/payload-types'

import { createCustomer, createStaff } from '../helpers/accounts'
import { createCallbackRequest, createContactMessage } from '../helpers/inbox'
import { getTestPayload, noRevalidate } from '../helpers/payload'

let payload: Payload
let staff: User
let customer: Customer

const INBOX = [
  'contact-messages',
  'callback-requests',
  'whitepaper-requests',
  'newsletter-subscriptions',
] as const

function exportHandler(collection: CollectionSlug): PayloadHandler {
  const endpoint = (payload.collections[collection].config.endpoints || []).find(
    (candidate) => candidate.path === '/export.csv' && candidate.method === 'get',
  )
  if (!endpoint) throw new Error(`${collection} has no CSV export`)
  return endpoint.handler
}

/** Calls GET /api/<collection>/export.csv as the given user with the given query. */
async function exportCsv(
  collection: CollectionSlug,
  user: User | (Customer & { collection: 'customers' }) | null,
  query: Record<string, unknown> = {},
) {
  const req = await createLocalReq(user ? { user } : {}, payload)
  req.query = query
  const response = await exportHandler(collection)(req)
  const bytes = Buffer.from(await response.arrayBuffer())
  // Response.text() would drop the byte-order mark that Excel needs; keep it visible.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
  return {
    status: response.status,
    headers: response.headers,
    text,
    lines: text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean),
  }
}

const contact = (data: Partial<Omit<ContactMessage, 'id'>>) => createContactMessage(payload, data)

describe('inbox CSV export', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    staff = await createStaff(payload, 'export@example.com', 'Export')
    customer = await createCustomer(payload, 'kunde@firma.example')
    await contact({
      email: 'anna@firma.example',
      mitteilung: 'Bitte rufen Sie an.',
      status: 'done',
    })
    await contact({
      email: 'ben@firma.example',
      mitteilung: '=HYPERLINK("https://evil.example")',
      firma: 'Müller; Söhne',
    })
    await contact({ email: 'bot@spam.example', mitteilung: 'Buy now', spam: true })
  })

  it('gives staff a CSV download with a header row and one row per message, spam left out', async () => {
    const answer = await exportCsv('contact-messages', staff)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="kontaktanfragen-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.text.startsWith('\uFEFF')).toBe(true)
    expect(answer.lines).toHaveLength(3)
    expect(answer.lines[0].split(';')).toEqual(
      expect.arrayContaining(['Eingegangen am', 'Status', 'E-Mail', 'Mitteilung']),
    )
    expect(answer.text).toContain('anna@firma.example')
    expect(answer.text).toContain('ben@firma.example')
    expect(answer.text).not.toContain('bot@spam.example')
  })

  it('defuses formulas and quotes separators, so a spreadsheet shows the text as it was sent', async () => {
    const { text } = await exportCsv('contact-messages', staff)
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`)
    expect(text).toContain('"Müller; Söhne"')
    expect(text).not.toMatch(/(^|;)=HYPERLINK/m)
  })

  it('adds spam only when asked to', async () => {
    const answer = await exportCsv('contact-messages', staff, { spam: 'include' })
    expect(answer.lines).toHaveLength(4)
    expect(answer.text).toContain('bot@spam.example')
  })

  it('exports what the list is filtered to', async () => {
    const answer = await exportCsv('contact-messages', staff, {
      where: { status: { equals: 'done' } },
    })
    expect(answer.lines).toHaveLength(2)
    expect(answer.text).toContain('anna@firma.example')
    expect(answer.text).not.toContain('ben@firma.example')
  })

  it('reads a long list a page at a time: every message once, newest first, ties included', async () => {
    // Five messages sent in the same millisecond: the pages continue after the last one's id.
    const createdAt = '2026-01-15T10:00:00.000Z'
    for (let n = 1; n <= 5; n++) await contact({ email: `same-${n}@firma.example`, createdAt })
    const req = await createLocalReq({ user: staff }, payload)
    req.query = { spam: 'include' }
    const pages: number[][] = []
    for await (const page of listedDocPages(req, 'contact-messages', 2))
      pages.push(page.map((doc) => Number(doc.id)))
    const { docs } = await payload.find({
      collection: 'contact-messages',
      sort: ['-createdAt', '-id'],
      pagination: false,
    })
    expect(docs.filter((doc) => doc.createdAt === createdAt)).toHaveLength(5)
    expect(pages.flat()).toEqual(docs.map((doc) => doc.id))
    expect(pages.every((page) => page.length <= 2)).toBe(true)
    const answer = await exportCsv('contact-messages', staff, { spam: 'include' })
    expect(answer.lines).toHaveLength(docs.length + 1)
  })

  it('refuses a filter on a field staff may not read, as the list does', async () => {
    await expect(
      exportCsv('whitepaper-requests', staff, { where: { codeHash: { exists: true } } }),
    ).rejects.toThrow(/cannot be queried/)
  })

  it('refuses anonymous visitors and customers with 403 and no data, for every inbox', async () => {
    for (const collection of INBOX) {
      for (const user of [null, { ...customer, collection: 'customers' as const }]) {
        const answer = await exportCsv(collection, user)
        expect({ collection, status: answer.status }).toEqual({ collection, status: 403 })
        expect(answer.text).not.toContain('@')
      }
    }
  })

  // Alike inbox.spam-and-search.test.ts by shape only: each test creates its own submissions.
  it('exports every inbox for staff without the secret hashes', async () => {
    const whitepaper = await payload.create({
      collection: 'whitepapers',
      data: { title: 'Entwurf', _status: 'draft' },
      draft: true,
      context: noRevalidate,
    })
    const codeHash = hashToken(newToken())
    const tokenHash = hashToken(newToken())
    await createCallbackRequest(payload, {
      vorname: 'Cem',
      nachname: 'Call',
      email: 'cem@firma.example',
    })
    await payload.create({
      collection: 'whitepaper-requests',
      data: {
        whitepaper: whitepaper.id,
        whitepaperTitle: 'Entwurf',
        email: 'wil@firma.example',
        codeHash,
        status: 'new',
        language: 'de',
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'newsletter-subscriptions',
      data: {
        email: 'nina@firma.example',
        anrede: 'Frau',
        tokenHash,
        subscription: 'pending',
        language: 'de',
      },
      overrideAccess: true,
    })
    const expected = {
      'contact-messages': 'anna@firma.example',
      'callback-requests': 'cem@firma.example',
      'whitepaper-requests': 'wil@firma.example',
      'newsletter-subscriptions': 'nina@firma.example',
    }
    for (const collection of INBOX) {
      const answer = await exportCsv(collection, staff)
      expect(answer.status).toBe(200)
      expect(answer.text).toContain(expected[collection])
      expect(answer.text).not.toContain(codeHash)
      expect(answer.text).not.toContain(tokenHash)
    }
  })
})
