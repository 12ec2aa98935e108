import { handleCallbackRequest } from '@/features/callback/server/handler'
import { formPostRoute } from '@/features/forms/server/route'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/callback/: a callback request. */
export const POST = formPostRoute(handleCallbackRequest)
