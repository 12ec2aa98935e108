import type { Payload } from 'payload'
import { inflateSync } from 'node:zlib'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { handleInfoSheetRequest } from '@/features/seminars/info-sheet/http'

import { getTestPayload } from '../helpers/payload'
import { type Catalogue, seedCatalogue } from './booking.fixtures'

// Outside Next there is no data cache: the queries run uncached.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: (fn: unknown) => fn,
}))

let payload: Payload
let catalogue: Catalogue

const sheet = (locale: string, id: number | string) =>
  handleInfoSheetRequest([locale, String(id)], payload)

/** WinAnsi's bytes above Latin-1's printable range that the sheets use. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x84: '„', 0x93: '“', 0x94: '”', 0x96: '–' }
const fromWinAnsi = (code: number) => WIN_ANSI[code] ?? String.fromCharCode(code)

/** The text the PDF's content streams draw (octal escapes decoded, streams inflated if packed). */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(([, body]) => {
    try {
      return inflateSync(Buffer.from(body, 'latin1')).toString('latin1')
    } catch {
      return body
    }
  })
  return [...streams.join('\n').matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map(([, text]) =>
      text.replace(/\\([0-7]{3}|.)/g, (_, code: string) =>
        code.length === 3 ? fromWinAnsi(parseInt(code, 8)) : code,
      ),
    )
    .join(' ')
}

describe('the seminar information sheet (PDF)', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    catalogue = await seedCatalogue(payload)
    await catalogue.addDate(12, 3)
  })

  it('describes a published seminar with its dates, prices and seats, in the language asked for', async () => {
    const response = await sheet('de', catalogue.seminar.id)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain('Verhandeln mit Gewinn')
    expect(text).toContain('Seminarcode: BK-1')
    expect(text).toMatch(/1\.490,00 € je Person zzgl\. MwSt\./)
    expect(text).toContain('9 Plätze frei')
    const english = pdfText(
      Buffer.from(await (await sheet('en', catalogue.seminar.id)).arrayBuffer()),
    )
    expect(english).toContain('per person plus VAT')
  })

  it('gives nothing for a draft, a missing seminar or a path that is none', async () => {
    expect((await sheet('de', catalogue.draft.id)).status).toBe(404)
    expect((await sheet('de', 999_999)).status).toBe(404)
    expect((await sheet('fr', catalogue.seminar.id)).status).toBe(404)
    expect((await handleInfoSheetRequest(['de', '1', 'x'], payload)).status).toBe(404)
    expect((await sheet('de', '01')).status).toBe(404)
  })
})
