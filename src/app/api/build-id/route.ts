import { readBuildId } from '@/features/freshness/readBuildId'

export const dynamic = 'force-dynamic'

/**
 * GET /api/build-id/: the deployed build id, which open pages compare with their own every hour.
 */
export async function GET(): Promise<Response> {
  return Response.json(
    { buildId: await readBuildId() },
    { headers: { 'Cache-Control': 'no-store' } },
  )
}
