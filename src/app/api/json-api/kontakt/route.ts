import { handleContactRequest } from '@/features/contact/server/handler'
import { formPostRoute } from '@/features/forms/server/route'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/kontakt/: a contact form (long or short). */
export const POST = formPostRoute(handleContactRequest)
