import { fieldErrors, suggestRequestSchema } from '@/features/search/schemas'
import { getSearchIndex } from '@/features/search/shared-index'
import type { Suggestion } from '@/features/search/types'
import { readJsonBody } from '@/lib/http-json'
import { crossSiteResponse, isSameOriginRequest } from '@/lib/same-origin'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'no-store' }

/**
 * POST /api/json-api/suche/: autocomplete suggestions
 * (docs/behaviour/http-calls.md#suggestions-endpoint).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request)) return crossSiteResponse()
  const read = await readJsonBody(request)
  if (!read.ok) return read.response
  const parsed = suggestRequestSchema.safeParse(read.body)
  if (!parsed.success)
    return Response.json(
      { status: 'error', errors: fieldErrors(parsed.error) },
      { status: 400, headers: NO_STORE },
    )

  const { language, q } = parsed.data.message
  let suggestions: Suggestion[] = []
  try {
    suggestions = await (await getSearchIndex()).suggest(language, q)
  } catch (error) {
    // Suggestions are a convenience: without the index the visitor still has the search page.
    console.error('Search suggestions failed', error)
  }
  return Response.json({ suggestions }, { headers: NO_STORE })
}
