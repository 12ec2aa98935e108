import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

/**
 * How long browsers and the caching proxy keep an uploaded file before they ask again (with its
 * ETag, answered 304 when unchanged). Payload names a replaced file anew while the old one is on
 * disk, so a URL keeps its bytes; only a file deleted and uploaded again under the same name can
 * change behind a URL, and then for at most a day.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * The types this answers itself; anything else (SVG with its own policy, unknown files) stays with
 * Payload.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/**
 * A weak validator from size and modification time: cheap, and new whenever the file is written.
 */
const entityTag = (size: number, mtimeMs: number): string =>
  `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`

/** If-None-Match names this file's tag (weak comparison), or '*'. */
function tagMatches(header: string, tag: string): boolean {
  const bare = tag.replace(/^W\//, '')
  return header.split(',').some((entry) => {
    const candidate = entry.trim()
    return candidate === '*' || candidate.replace(/^W\//, '') === bare
  })
}

/**
 * The request's validators say the client's copy is current (If-None-Match wins over
 * If-Modified-Since).
 */
function isNotModified(headers: Headers, tag: string, modified: Date): boolean {
  const noneMatch = headers.get('if-none-match')
  if (noneMatch) return tagMatches(noneMatch, tag)
  const since = Date.parse(headers.get('if-modified-since') ?? '')
  // HTTP dates have whole seconds.
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

type FileRequest = { method?: string; headers: Headers }

/**
 * Answers GET for a stored upload with validators and a cache lifetime, which Payload's own file
 * route sends neither of: without them every page view downloaded every image again, and the
 * caching proxy could not keep them. A missing file is a 404. Range requests, unknown types and
 * paths outside `dir` return undefined, so Payload's handler answers them as before. `filename`
 * is the route parameter Payload has checked for access.
 */
export async function fileResponse(
  req: FileRequest,
  dir: string,
  filename: string,
): Promise<Response | void> {
  if (req.method && req.method !== 'GET') return undefined
  const root = path.resolve(dir)
  const file = path.resolve(root, filename)
  if (!file.startsWith(root + path.sep)) return undefined
  const stats = await stat(file).catch(() => null)
  // Payload answers a missing file with 500 and an error in the log: a stale link or a bot's guess
  // is no server error.
  if (!stats?.isFile())
    return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  if (req.headers.get('range')) return undefined
  const contentType = CONTENT_TYPES[path.extname(filename).toLowerCase()]
  if (!contentType) return undefined

  const tag = entityTag(stats.size, stats.mtimeMs)
  const headers = new Headers({
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: tag,
    'Last-Modified': stats.mtime.toUTCString(),
  })
  if (isNotModified(req.headers, tag, stats.mtime))
    return new Response(null, { status: 304, headers })
  headers.set('Content-Type', contentType)
  headers.set('Content-Length', String(stats.size))
  headers.set('Accept-Ranges', 'bytes')
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers })
}
