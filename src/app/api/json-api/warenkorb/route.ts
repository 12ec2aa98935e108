import { cartDetailsQuerySchema } from '@/features/cart/details-schema'
import { getCartDetails } from '@/features/cart/queries'
import { readQuery } from '@/lib/query-params'

export const dynamic = 'force-dynamic'

// Seats change with every booking: the browser must ask again each time, and nobody shares it.
const PRIVATE = { 'Cache-Control': 'private, max-age=0' }

/**
 * GET /api/json-api/warenkorb/?language=de&termine=1,2&programme=3
 * The cart's dates (live seats, prices) and programmes, read on the server; unknown ids are absent.
 */
export async function GET(request: Request): Promise<Response> {
  const query = readQuery(request, cartDetailsQuerySchema)
  if (!query.ok) return query.response
  const { language, termine, programme } = query.data
  return Response.json(await getCartDetails(language, termine, programme), { headers: PRIVATE })
}
