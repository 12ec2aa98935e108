import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Next's draft-mode cookie, and the cookie of the older Preview Mode that would override it
 * (next/dist/server/api-utils).
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'
const PREVIEW_DATA_COOKIE = '__next_preview_data'

type Cookies = { get(name: string): { value: string } | undefined }

/**
 * Whether these cookies put a request in Next's draft mode, checked as Next checks them
 * (next/dist/server/api-utils/node/try-get-preview-data.js): the bypass cookie holds this build's
 * preview-mode id and no Preview Mode data comes with it. A forged cookie, or one from an earlier
 * build, gets the cached public page, so it must not count.
 */
export function isDraftModeCookie(cookies: Cookies, previewModeId: string | null): boolean {
  const value = cookies.get(DRAFT_MODE_COOKIE)?.value
  return Boolean(previewModeId && value === previewModeId && !cookies.get(PREVIEW_DATA_COOKIE))
}

// The folder Next built into (next.config's distDir; `next dev` adds /dev): Next writes this
// constant into the server bundles, the proxy's included. Unbundled (tests), the default.
const DIST_DIR = process.env.__NEXT_RELATIVE_DIST_DIR || '.next'

const knownIds = new Map<string, string>()

/**
 * This build's preview-mode id, or null when there is no build. A Node.js proxy cannot ask
 * `draftMode()`: there it compares with process.env.__NEXT_PREVIEW_MODE_ID, which only edge
 * runtimes are given, so it is never enabled. `next start` itself reads the id from
 * <distDir>/server/preview-props.json (next-server.js getPreviewProps), and so does this, once.
 */
export function previewModeId(
  root: string = process.cwd(),
  distDir: string = DIST_DIR,
): string | null {
  const file = path.join(/* turbopackIgnore: true */ root, distDir, 'server', 'preview-props.json')
  const known = knownIds.get(file)
  if (known) return known
  try {
    const { previewModeId: id } = JSON.parse(readFileSync(file, 'utf8')) as {
      previewModeId?: unknown
    }
    if (typeof id !== 'string' || !id) return null
    knownIds.set(file, id)
    return id
  } catch {
    // No build here (unit tests, a half-written dev build): nobody is in draft mode.
    return null
  }
}

/**
 * Whether a page request comes in Next's draft mode (an editor's preview; the render is per request
 * and uncached).
 */
export function isDraftModeRequest(request: { cookies: Cookies }): boolean {
  // Most requests carry no such cookie: no file is read for them.
  if (!request.cookies.get(DRAFT_MODE_COOKIE)) return false
  return isDraftModeCookie(request.cookies, previewModeId())
}
