import type { Payload } from 'payload'

import { getDatesOfSeminar } from '@/features/seminars/queries'
import { localizedUrl } from '@/i18n/locales'
import { env } from '@/lib/env'
import { spellOutUmlauts } from '@/lib/umlauts'
import { writePdf } from '@/lib/pdf'

import { infoSheetDocument } from './document'
import { parseInfoSheetParts } from './paths'

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })

/**
 * GET /api/seminare/infoblatt/<lang>/<seminar id>/: the published seminar's information sheet as
 * PDF in that language, with its bookable dates, places, prices and seats as they are now (so
 * the answer is made afresh on every request: "no-cache"). 404 for a draft or a missing seminar.
 */
export async function handleInfoSheetRequest(parts: unknown, payload: Payload): Promise<Response> {
  const parsed = parseInfoSheetParts(parts)
  if (!parsed) return notFound()
  const { locale, seminarId } = parsed
  const { docs } = await payload.find({
    collection: 'seminars',
    where: { and: [{ id: { equals: seminarId } }, { _status: { equals: 'published' } }] },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const seminar = docs[0]
  if (!seminar) return notFound()
  const [dates, settings] = await Promise.all([
    getDatesOfSeminar(locale, seminar.id),
    payload.findGlobal({ slug: 'site-settings', locale, depth: 0 }),
  ])
  const pdf = writePdf(
    infoSheetDocument(seminar, dates, locale, {
      name: settings.organisation,
      phone: settings.phone ?? '',
      email: settings.email ?? '',
      site: `${env.SITE_URL}${localizedUrl(locale, String(seminar.path ?? '/'))}`,
    }),
  )
  const name = `${locale === 'en' ? 'info-sheet' : 'infoblatt'}-${spellOutUmlauts(seminar.slug ?? String(seminar.id))}.pdf`
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
