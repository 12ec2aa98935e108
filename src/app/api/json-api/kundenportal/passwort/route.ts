import { handlePasswordRequest } from '@/features/portal/profile/server/password'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/json-api/kundenportal/passwort/: the logged-in customer's new password
 * (features/portal/profile/server/password.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return handlePasswordRequest(request, await getPayloadClient())
}
