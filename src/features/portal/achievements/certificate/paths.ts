import { z } from 'zod'

import { MAX_ID } from '@/features/forms/fields'
import { type Locale, locales } from '@/i18n/locales'

/**
 * Where certificates are served:
 * /api/kundenportal/zertifikat/<lang>/<booking>/<item>/<participant>/[<module>/].
 */
export const CERTIFICATE_BASE = '/api/kundenportal/zertifikat'

/** One certificate: a participant of a booked seminar, or of one module of a booked programme. */
export type CertificateTarget = {
  bookingId: number
  itemId: string
  participantId: string
  moduleId: string | null
}

// Row ids are Payload's (24 hex digits); the pattern stays a little wider but never admits '/', '.'
// or '%'.
const rowId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
// Within the database's integer column: a larger id would fail the query (PostgreSQL) and answer
// 500 instead of 404.
const bookingId = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .refine((id) => id <= MAX_ID)
const language = z.enum(locales)
const partsSchema = z.union([
  z.tuple([language, bookingId, rowId, rowId]),
  z.tuple([language, bookingId, rowId, rowId, rowId]),
])

/** The URL of a certificate in a language. */
export function certificatePath(locale: Locale, target: CertificateTarget): string {
  const parts = [
    locale,
    String(target.bookingId),
    target.itemId,
    target.participantId,
    ...(target.moduleId ? [target.moduleId] : []),
  ]
  return `${CERTIFICATE_BASE}/${parts.map(encodeURIComponent).join('/')}/`
}

/** The path parts of a certificate URL, strictly checked; null for anything else. */
export function parseCertificateParts(
  parts: unknown,
): { locale: Locale; target: CertificateTarget } | null {
  const parsed = partsSchema.safeParse(parts)
  if (!parsed.success) return null
  const [locale, id, itemId, participantId, moduleId] = parsed.data
  return { locale, target: { bookingId: id, itemId, participantId, moduleId: moduleId ?? null } }
}
