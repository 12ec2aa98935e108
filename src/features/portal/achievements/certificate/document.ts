import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'
import type { PdfDocument } from '@/lib/pdf'
import { spellOutUmlauts } from '@/lib/umlauts'

import type { CertificateFacts } from './facts'

/** The issuing institute as the site settings name it. */
export type Institute = { name: string; city: string }

// A fictional signatory: the demo institute and its people are invented.
const SIGNATORY = {
  name: 'Dr. Henrike Albers',
  role: { de: 'Institutsleitung', en: 'Director' },
} as const

const TEXTS = {
  de: {
    title: 'Teilnahmezertifikat',
    certify: 'Hiermit bestätigen wir, dass',
    attended: 'am folgenden Seminar teilgenommen hat:',
    module: (f: NonNullable<CertificateFacts['programme']>) =>
      `Modul „${f.module}“ des Entwicklungsprogramms „${f.title}“`,
    code: 'Seminarcode',
    period: 'Termin',
    place: 'Ort',
    dated: (city: string, date: string) => `${city}, den ${date}`,
  },
  en: {
    title: 'Certificate of attendance',
    certify: 'This is to certify that',
    attended: 'has attended the following seminar:',
    module: (f: NonNullable<CertificateFacts['programme']>) =>
      `Module “${f.module}” of the development programme “${f.title}”`,
    code: 'Seminar code',
    period: 'Dates',
    place: 'Place',
    dated: (city: string, date: string) => `${city}, ${date}`,
  },
} as const

/** The certificate as a document for writePdf, in the certificate's language. */
export function certificateDocument(
  facts: CertificateFacts,
  locale: Locale,
  institute: Institute,
): PdfDocument {
  const t = TEXTS[locale]
  const line = (label: string, value: string | null) => (value ? [`${label}: ${value}`] : [])
  const dated = facts.end ? formatDate(facts.end, locale) : ''
  return {
    title: t.title,
    subtitle: institute.name,
    author: institute.name,
    footer: `${institute.name} – ${t.title}`,
    blocks: [
      t.certify,
      { heading: facts.participant },
      t.attended,
      { heading: facts.title },
      ...(facts.programme ? [t.module(facts.programme)] : []),
      ...line(t.code, facts.code),
      ...line(t.period, facts.period),
      ...line(t.place, facts.place),
      ...(dated ? [t.dated(institute.city, dated)] : []),
      '______________________________',
      `${SIGNATORY.name}, ${SIGNATORY.role[locale]}`,
    ],
  }
}

/** A file-name part of ASCII letters, digits and hyphens only. */
function asciiPart(text: string): string {
  return spellOutUmlauts(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * 'Zertifikat-FK-101-Katrin-Beispiel.pdf' (English 'Certificate-…'): safe in any header and file
 * system.
 */
export function certificateFileName(facts: CertificateFacts, locale: Locale): string {
  const prefix = locale === 'de' ? 'Zertifikat' : 'Certificate'
  const parts = [prefix, facts.code, facts.firstName, facts.lastName]
    .map((p) => asciiPart(p ?? ''))
    .filter(Boolean)
  return `${parts.join('-').slice(0, 120)}.pdf`
}
