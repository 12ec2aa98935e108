import { handleNewsletterRequest } from '@/features/newsletter/server/handler'
import { formPostRoute } from '@/features/forms/server/route'

export const dynamic = 'force-dynamic'

/** POST /api/json-api/newsletter/: a newsletter sign-up (double opt-in). */
export const POST = formPostRoute(handleNewsletterRequest)
