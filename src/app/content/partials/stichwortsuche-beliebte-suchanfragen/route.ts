import { getQuickLinks } from '@/features/search/quick-links'

export const dynamic = 'force-dynamic'

/**
 * GET /content/partials/stichwortsuche-beliebte-suchanfragen/: the popular searches (quick-links
 * global).
 */
export async function GET(): Promise<Response> {
  const links = await getQuickLinks()
  return Response.json(links, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // Public and the same for everyone; a publish revalidates the data tag, shared caches follow
      // within a minute.
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    },
  })
}
