import { formPostRoute } from '@/features/forms/server/route'
import { handleDateAlertConfirm } from '@/features/waiting-list/server/alert-confirm'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/termin-benachrichtigung/bestaetigen/: confirms or ends an alert. */
export const POST = formPostRoute(handleDateAlertConfirm)
