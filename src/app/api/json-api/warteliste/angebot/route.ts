import { formPostRoute } from '@/features/forms/server/route'
import { handleOfferRequest } from '@/features/waiting-list/server/accept'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/warteliste/angebot/: the held seats of a mailed offer link. */
export const POST = formPostRoute(handleOfferRequest)
