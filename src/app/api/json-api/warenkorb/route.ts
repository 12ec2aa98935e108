import { cartDetailsQuerySchema } from '@/features/cart/details-schema'
import { getCartDetails } from '@/features/cart/queries'

export const dynamic = 'force-dynamic'

// Seats change with every booking: the browser must ask again each time, and nobody shares it.
const PRIVATE = { 'Cache-Control': 'private, max-age=0' }

/**
 * GET /api/json-api/warenkorb/?language=de&termine=1,2&programme=3
 * The cart's dates (live seats, prices) and programmes, read on the server; unknown ids are absent.
 */
export async function GET(request: Request): Promise<Response> {
  const parsed = cartDetailsQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  )
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    }))
    return Response.json(
      { status: 400, message: 'Invalid query', errors },
      { status: 400, headers: { 'Cache-Control': 'no-store' } },
    )
  }
  const { language, termine, programme } = parsed.data
  return Response.json(await getCartDetails(language, termine, programme), { headers: PRIVATE })
}
