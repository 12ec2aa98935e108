import { unlink } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import {
  handleWhitepaperDownload,
  resetWhitepaperDownloadLimit,
} from '@/features/whitepapers/server/http'
import { hashToken, newToken } from '@/lib/tokens'
import { writePdf } from '@/lib/pdf'

import { getTestPayload, noRevalidate } from '../helpers/payload'

const SITE = 'http://localhost:3000'
const ctx = { overrideAccess: true, context: noRevalidate } as const

let payload: Payload
let paper: { id: number; pdf: { de: Buffer; en: Buffer } }
let otherPaperId: number

async function createWhitepaper(title: {
  de: string
  en: string
}): Promise<{ id: number; pdf: { de: Buffer; en: Buffer } }> {
  const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  const thumbnail = await payload.create({
    collection: 'media',
    data: { alt: title.de },
    file: { data: image, mimetype: 'image/png', name: `${newToken()}.png`, size: image.length },
    ...ctx,
  })
  const upload = async (language: 'de' | 'en') => {
    const data = writePdf({ title: title[language], blocks: [`Text (${language})`] })
    const file = await payload.create({
      collection: 'whitepaper-files',
      data: {},
      file: {
        data,
        mimetype: 'application/pdf',
        name: `${newToken()}-${language}.pdf`,
        size: data.length,
      },
      ...ctx,
    })
    return { id: file.id, data }
  }
  const de = await upload('de')
  const en = await upload('en')
  const { id } = await payload.create({
    collection: 'whitepapers',
    locale: 'de',
    data: {
      title: title.de,
      description: 'Kurz',
      thumbnail: thumbnail.id,
      file: de.id,
      _status: 'published',
    },
    ...ctx,
  })
  await payload.update({
    collection: 'whitepapers',
    id,
    locale: 'en',
    data: { title: title.en, description: 'Short', file: en.id },
    ...ctx,
  })
  return { id, pdf: { de: de.data, en: en.data } }
}

/** A stored request as the whitepaper endpoint leaves it; answers the code the visitor got. */
async function createRequest(
  whitepaper: number,
  overrides: { spam?: boolean; language?: 'de' | 'en' } = {},
): Promise<{ code: string; id: number }> {
  const code = newToken()
  const { id } = await payload.create({
    collection: 'whitepaper-requests',
    data: {
      whitepaper,
      whitepaperTitle: 'x',
      email: 'lea@firma.example',
      vorname: 'Lea',
      nachname: 'Lang',
      codeHash: hashToken(code),
      status: 'new',
      language: 'de',
      ...overrides,
    },
    ...ctx,
  })
  return { code, id }
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${SITE}/api/whitepaper-dl/`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/pdf',
      Origin: SITE,
      'X-Forwarded-For': '203.0.113.9',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function download(body: unknown, headers?: Record<string, string>) {
  const response = await handleWhitepaperDownload(post(body, headers), payload)
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

const downloadsOf = async (id: number) =>
  (await payload.findByID({ collection: 'whitepaper-requests', id, overrideAccess: true }))
    .downloads

describe('POST /api/whitepaper-dl/', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    paper = await createWhitepaper({
      de: 'Führen in Zeiten „großer“ Veränderung',
      en: 'Leading through change',
    })
    otherPaperId = (await createWhitepaper({ de: 'Anderes Papier', en: 'Other paper' })).id
  })
  beforeEach(() => resetWhitepaperDownloadLimit())

  it('sends the PDF of the request’s language as an attachment named after the title, never cached', async () => {
    const { code } = await createRequest(paper.id)
    const answer = await download({ message: { download: true, code, id: paper.id } })
    expect(answer.status).toBe(200)
    expect(answer.bytes.equals(paper.pdf.de)).toBe(true)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('content-length')).toBe(String(paper.pdf.de.length))
    const disposition = answer.headers.get('content-disposition') ?? ''
    expect(disposition).toMatch(
      /^attachment; filename="Fuehren in Zeiten grosser Veraenderung\.pdf"; filename\*=UTF-8''/,
    )
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe(
      'Führen in Zeiten „großer“ Veränderung.pdf',
    )
  })

  it('accepts the id as a digit string and follows an English request to the English PDF', async () => {
    const { code } = await createRequest(paper.id, { language: 'en' })
    const answer = await download({ message: { download: true, code, id: String(paper.id) } })
    expect(answer.bytes.equals(paper.pdf.en)).toBe(true)
    expect(answer.headers.get('content-disposition')).toContain(
      'filename="Leading through change.pdf"',
    )
  })

  it('counts each download', async () => {
    const { code, id } = await createRequest(paper.id)
    expect(await downloadsOf(id)).toBe(0)
    await download({ message: { download: true, code, id: paper.id } })
    await download({ message: { download: true, code, id: paper.id } })
    expect(await downloadsOf(id)).toBe(2)
    expect(
      (await payload.findByID({ collection: 'whitepaper-requests', id, overrideAccess: true }))
        .lastDownloadAt,
    ).toBeTruthy()
  })

  it('answers empty once the whitepaper is unpublished, and again the PDF when it is back', async () => {
    const offline = await createWhitepaper({ de: 'Bald offline', en: 'Soon offline' })
    const { code, id } = await createRequest(offline.id)
    const message = { message: { download: true, code, id: offline.id } }
    expect((await download(message)).bytes.length).toBeGreaterThan(0)
    const setStatus = (status: 'draft' | 'published') =>
      payload.update({
        collection: 'whitepapers',
        id: offline.id,
        data: { _status: status },
        context: noRevalidate,
      })
    await setStatus('draft')
    const answer = await download(message)
    expect(answer.bytes.length).toBe(0)
    expect(await downloadsOf(id)).toBe(1)
    await setStatus('published')
    expect((await download(message)).bytes.length).toBeGreaterThan(0)
  })

  it('answers empty for a code used with another whitepaper’s id, and counts nothing', async () => {
    const { code, id } = await createRequest(paper.id)
    const answer = await download({ message: { download: true, code, id: otherPaperId } })
    expect(answer.status).toBe(200)
    expect(answer.bytes.length).toBe(0)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(await downloadsOf(id)).toBe(0)
  })

  it('answers empty for an unknown code, a malformed code, a spam request and malformed bodies', async () => {
    const spam = await createRequest(paper.id, { spam: true })
    const { code } = await createRequest(paper.id)
    const bodies: unknown[] = [
      { message: { download: true, code: newToken(), id: paper.id } },
      { message: { download: true, code: `${code}x`, id: paper.id } },
      { message: { download: true, code: code.replace(/^./, '%'), id: paper.id } },
      { message: { download: true, code: spam.code, id: paper.id } },
      { message: { download: false, code, id: paper.id } },
      { message: { download: true, code, id: -paper.id } },
      { message: { download: true, code, id: paper.id, extra: 1 } },
      { message: { download: true, code, id: 999_999 } },
      '{not json',
    ]
    for (const body of bodies) {
      const answer = await download(body)
      expect({ body, status: answer.status, length: answer.bytes.length }).toEqual({
        body,
        status: 200,
        length: 0,
      })
    }
    expect(await downloadsOf(spam.id)).toBe(0)
  })

  it('answers empty when the PDF is missing from storage', async () => {
    const lonely = await createWhitepaper({ de: 'Ohne Datei', en: 'Without file' })
    const staticDir = payload.collections['whitepaper-files'].config.upload.staticDir!
    const { docs } = await payload.find({
      collection: 'whitepaper-files',
      sort: '-createdAt',
      limit: 2,
      overrideAccess: true,
    })
    for (const file of docs) await unlink(path.join(staticDir, file.filename!))
    const { code } = await createRequest(lonely.id)
    const answer = await download({ message: { download: true, code, id: lonely.id } })
    expect(answer.bytes.length).toBe(0)
  })

  it('refuses a cross-site request with 403 and no file', async () => {
    const { code } = await createRequest(paper.id)
    const crossOrigin = await download(
      { message: { download: true, code, id: paper.id } },
      { Origin: 'https://evil.example' },
    )
    expect(crossOrigin.status).toBe(403)
    expect(crossOrigin.bytes.length).toBe(0)
    const fetchSite = new Request(`${SITE}/api/whitepaper-dl/`, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ message: { download: true, code, id: paper.id } }),
    })
    expect((await handleWhitepaperDownload(fetchSite, payload)).status).toBe(403)
  })

  it('stops guessing after 30 tries a minute from one address', async () => {
    const guess = () =>
      download(
        { message: { download: true, code: newToken(), id: paper.id } },
        { 'X-Forwarded-For': '198.51.100.23' },
      )
    for (let i = 0; i < 30; i++) expect((await guess()).status).toBe(200)
    const blocked = await guess()
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(blocked.bytes.length).toBe(0)
    // Another address is not affected.
    expect(
      (
        await download(
          { message: { download: true, code: newToken(), id: paper.id } },
          { 'X-Forwarded-For': '198.51.100.24' },
        )
      ).status,
    ).toBe(200)
  })
})
