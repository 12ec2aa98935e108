import { sitePath } from '@/lib/site-path'

/**
 * The route that switches draft mode on for staff and off for anybody
 * (src/app/api/preview/route.ts).
 */
export const PREVIEW_ROUTE = '/api/preview/'

/**
 * The preview bar's link: ends draft mode and returns to the page it was clicked on (see
 * returnPath).
 */
export const EXIT_PREVIEW_HREF = `${PREVIEW_ROUTE}?disable=1`

/**
 * Where the preview route sends the browser: `?path=` when given (the admin's preview links), else
 * the page the preview bar's link was clicked on. The bar is in the layout, which is not given the
 * page's path; the browser names the page in the Referer (strict-origin-when-cross-origin keeps the
 * path for our own pages). Only its path and query are used, so it cannot lead to another host.
 */
export function returnPath(url: URL, referer: string | null): string {
  const path = url.searchParams.get('path')
  if (path !== null || !referer) return sitePath(path)
  try {
    const from = new URL(referer)
    return from.pathname.startsWith(PREVIEW_ROUTE)
      ? '/'
      : sitePath(`${from.pathname}${from.search}`)
  } catch {
    return '/'
  }
}
