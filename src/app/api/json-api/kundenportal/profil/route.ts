import { handleProfileRequest } from '@/features/portal/profile/server/profile'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/**
 * POST /api/json-api/kundenportal/profil/: the logged-in customer's contact details
 * (features/portal/profile/server/profile.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return handleProfileRequest(request, await getPayloadClient())
}
