import { formPostRoute } from '@/features/forms/server/route'
import { handleOfferAccept } from '@/features/waiting-list/server/accept'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/warteliste/annehmen/: books the held seats of an offer. */
export const POST = formPostRoute(handleOfferAccept)
