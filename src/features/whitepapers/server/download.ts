import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import { z } from 'zod'

import { withWriteLock } from '@/lib/db'
import { hashToken, TOKEN_PATTERN } from '@/lib/tokens'

type Language = 'de' | 'en'
type Localized<T> = Partial<Record<Language, T | null>> | T | null | undefined

/**
 * The body the whitepaper card posts (docs/behaviour/http-calls.md): nothing more, nothing less.
 */
export const downloadRequestSchema = z.strictObject({
  message: z.strictObject({
    download: z.literal(true),
    code: z.string().regex(TOKEN_PATTERN),
    id: z
      .union([
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .transform(Number),
      ])
      .pipe(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
      ),
  }),
})

/** A PDF ready to send: its bytes and the title it is saved under. */
export type WhitepaperPdf = { requestId: number; title: string; bytes: Buffer }

const other = (language: Language): Language => (language === 'de' ? 'en' : 'de')

/** The value for the language, else the other one: a whitepaper may exist in one language only. */
function pick<T>(value: Localized<T>, language: Language): T | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && ('de' in value || 'en' in value)) {
    const byLanguage = value as Partial<Record<Language, T | null>>
    return byLanguage[language] ?? byLanguage[other(language)] ?? null
  }
  return value as T
}

const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? Number((value as { id: unknown }).id)
      : null

/** The PDF upload's bytes from the whitepaper-files storage folder, or null when it is gone. */
async function readUpload(payload: Payload, fileId: number): Promise<Buffer | null> {
  const file = await payload.findByID({
    collection: 'whitepaper-files',
    id: fileId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  const staticDir = payload.collections['whitepaper-files']?.config.upload?.staticDir
  if (!file?.filename || !staticDir || file.mimeType !== 'application/pdf') return null
  try {
    // basename: a stored name can never point outside the upload folder.
    return await readFile(path.join(staticDir, path.basename(file.filename)))
  } catch {
    return null
  }
}

/**
 * The PDF a code opens, or null: the code must belong to a non-spam request for exactly this
 * whitepaper (only its hash is stored). The file and title follow the request's language.
 */
export async function findWhitepaperPdf(
  payload: Payload,
  code: string,
  whitepaperId: number,
): Promise<WhitepaperPdf | null> {
  const { docs } = await payload.find({
    collection: 'whitepaper-requests',
    where: {
      and: [
        { codeHash: { equals: hashToken(code) } },
        { whitepaper: { equals: whitepaperId } },
        { spam: { not_equals: true } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { language: true, whitepaperTitle: true },
  })
  const request = docs[0]
  if (!request) return null
  const language: Language = request.language === 'en' ? 'en' : 'de'
  const whitepaper = await payload.findByID({
    collection: 'whitepapers',
    id: whitepaperId,
    depth: 0,
    locale: 'all',
    overrideAccess: true,
    disableErrors: true,
  })
  // An access code opens a published whitepaper only: one taken offline gives nothing.
  if (!whitepaper || whitepaper._status !== 'published') return null
  const fileId = idOf(pick(whitepaper.file as Localized<unknown>, language))
  const bytes = fileId === null ? null : await readUpload(payload, fileId)
  if (!bytes) return null
  const title =
    pick(whitepaper.title as Localized<string>, language) || request.whitepaperTitle || 'Whitepaper'
  return { requestId: request.id, title, bytes }
}

/** How long a download waits for its counter before answering anyway. */
const COUNT_WAIT_MS = 1_500

/**
 * Counts a download (atomic increment, no read-modify-write). It queues behind other writers on
 * SQLite, but the visitor's file never waits longer than COUNT_WAIT_MS, and a failed count is
 * only logged: the download matters more than the statistic.
 */
export async function countDownload(payload: Payload, requestId: number): Promise<void> {
  const counted = withWriteLock(payload, () =>
    payload.db.updateOne({
      collection: 'whitepaper-requests',
      id: requestId,
      data: { downloads: { $inc: 1 }, lastDownloadAt: new Date().toISOString() },
      returning: false,
    }),
  ).then(
    () => undefined,
    (error: unknown) =>
      payload.logger.error({
        err: error,
        msg: `Counting a whitepaper download failed (request ${requestId})`,
      }),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    counted,
    new Promise<void>((resolve) => (timer = setTimeout(resolve, COUNT_WAIT_MS))),
  ])
  clearTimeout(timer)
}
