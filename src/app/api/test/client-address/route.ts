import { env } from '@/lib/env'
import { clientAddress } from '@/lib/rate-limit'

export const dynamic = 'force-dynamic'

/**
 * GET /api/test/client-address/: the address the rate limits would count for this request, so the
 * end-to-end run can check it against the running server (docs/decisions/0017). Exists only with
 * ENABLE_TEST_ROUTES=1; otherwise a 404 like any unknown address.
 */
export function GET(request: Request): Response {
  if (!env.enableTestRoutes)
    return Response.json({ status: 'error', code: 'notFound' }, { status: 404 })
  return Response.json(
    { address: clientAddress(request) },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
