import { formPostRoute } from '@/features/forms/server/route'
import { handleWaitingListRequest } from '@/features/waiting-list/server/signup'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/warteliste/: a place on a fully booked date's waiting list. */
export const POST = formPostRoute(handleWaitingListRequest)
