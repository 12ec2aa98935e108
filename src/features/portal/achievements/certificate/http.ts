import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { writePdf } from '@/lib/pdf'

import { portalFlagOn } from '../../flag'
import { certificateDocument, certificateFileName } from './document'
import { certificateFacts } from './facts'
import { parseCertificateParts } from './paths'

// Personal data: no shared cache may keep the answer, the browser not even in its history cache.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

const MESSAGES: Record<Locale, { notFound: string; login: string }> = {
  de: {
    notFound: 'Dieses Zertifikat gibt es nicht.',
    login: 'Bitte melden Sie sich im Kundenportal an.',
  },
  en: { notFound: 'There is no such certificate.', login: 'Please log in to the customer portal.' },
}

const plain = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  })

/**
 * GET /api/kundenportal/zertifikat/<lang>/<booking>/<item>/<participant>/[<module>/]: the
 * certificate PDF of a completed seminar or module. 404 when the portal is off, the path is not a
 * certificate's, or the booking is not the customer's (indistinguishable from a missing one) or
 * not completed; 401 without a customer session.
 */
export async function handleCertificateRequest(
  request: Request,
  parts: unknown,
  payload: Payload,
  now: Date = new Date(),
): Promise<Response> {
  const parsed = parseCertificateParts(parts)
  if (!parsed) return plain(404, MESSAGES.de.notFound)
  const { locale, target } = parsed
  const texts = MESSAGES[locale]
  // Read here rather than through the page cache, so this handler runs outside a Next render too;
  // the same read names the institute.
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  if (!portalFlagOn(settings)) return plain(404, texts.notFound)

  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'customers') return plain(401, texts.login)

  const { docs } = await payload.find({
    collection: 'bookings',
    where: { id: { equals: target.bookingId } },
    user,
    overrideAccess: false,
    locale,
    depth: 2,
    limit: 1,
    pagination: false,
  })
  const facts = docs[0] ? certificateFacts(docs[0], target, locale, now) : null
  if (!facts) return plain(404, texts.notFound)

  const pdf = writePdf(
    certificateDocument(facts, locale, {
      name: settings.organisation,
      city: settings.address?.city || 'Münster',
    }),
  )
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${certificateFileName(facts, locale)}"`,
      'Content-Length': String(pdf.length),
    },
  })
}
