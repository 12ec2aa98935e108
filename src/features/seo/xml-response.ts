/**
 * A sitemap's answer with the headers Next gives its own sitemap.ts routes: XML, and shared caches
 * ask again on every use (a publish shows at once).
 */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  })
}
