import { getPageJson } from '@/features/pages/content-json'

type Context = { params: Promise<{ path?: string[] }> }

const HEADERS = { 'Content-Type': 'application/json; charset=utf-8', Vary: 'Accept' }

/**
 * GET /content/{path}: the published page, article, seminar or topic as JSON, 404 JSON if unknown
 * (docs/behaviour/http-calls.md#page-data-endpoint).
 */
export async function GET(_request: Request, { params }: Context) {
  const { path = [] } = await params
  const rawPath = `/${path.join('/')}/`
  const page = await getPageJson(rawPath)
  if (!page) {
    return Response.json(
      { status: 404, message: 'Page not found', path: rawPath },
      { status: 404, headers: { ...HEADERS, 'Cache-Control': 'no-store' } },
    )
  }
  return Response.json(page, {
    headers: {
      ...HEADERS,
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    },
  })
}
