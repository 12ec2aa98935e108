import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'
import { writePdf } from '@/lib/pdf'

import { portalFlagOn } from '../flag'

import { bookingDocument } from './document'
import { parseBookingPdfParts } from './paths'

// Personal data: no shared cache may keep the answer, the browser not even in its history cache.
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

const MESSAGES: Record<Locale, { notFound: string; login: string }> = {
  de: {
    notFound: 'Diese Buchung gibt es nicht.',
    login: 'Bitte melden Sie sich im Kundenportal an.',
  },
  en: { notFound: 'There is no such booking.', login: 'Please log in to the customer portal.' },
}

const plain = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
  })

/**
 * GET /api/kundenportal/bestaetigung/<lang>/<booking>/: the booking's confirmation as PDF in the
 * language asked for (a receipt until staff confirm, then the confirmation of registration). 404
 * when the portal is off, the path is not one, or the booking is not the customer's
 * (indistinguishable from a missing one) or cancelled; 401 without a customer session.
 */
export async function handleBookingPdfRequest(
  request: Request,
  parts: unknown,
  payload: Payload,
): Promise<Response> {
  const parsed = parseBookingPdfParts(parts)
  if (!parsed) return plain(404, MESSAGES.de.notFound)
  const { locale, bookingId } = parsed
  const texts = MESSAGES[locale]
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  if (!portalFlagOn(settings)) return plain(404, texts.notFound)
  const { user } = await payload.auth({ headers: request.headers })
  if (user?.collection !== 'customers') return plain(401, texts.login)
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { id: { equals: bookingId } },
    user,
    overrideAccess: false,
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const booking = docs[0]
  if (!booking || booking.status === 'cancelled') return plain(404, texts.notFound)
  const pdf = writePdf(bookingDocument(booking, locale, settings.organisation))
  const name = locale === 'en' ? 'booking' : 'buchung'
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${name}-${booking.bookingNumber}.pdf"`,
      'Content-Length': String(pdf.length),
    },
  })
}
