import { handleWhitepaperRequest } from '@/features/whitepapers/server/request-handler'
import { formPostRoute } from '@/features/forms/server/route'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/whitepaper/: a whitepaper request; answers the access code. */
export const POST = formPostRoute(handleWhitepaperRequest)
