import { formPostRoute } from '@/features/forms/server/route'
import { handleDateAlertRequest } from '@/features/waiting-list/server/alerts'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/termin-benachrichtigung/: "notify me when new dates are set". */
export const POST = formPostRoute(handleDateAlertRequest)
