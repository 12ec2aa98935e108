import type { Locale } from '@/i18n/locales'

/** The contact page with the long form, per language. */
const CONTACT_PAGE: Record<Locale, string> = { de: '/kontakt/', en: '/en/contact-us/' }

const MAX = { code: 20, title: 160 }

/** Printable text of at most `max` characters: no control characters, single spaces. */
const clean = (value: string | null, max: number) =>
  (value ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)

/** The contact page, its message prefilled with an in-house enquiry for the seminar. */
export function inhouseEnquiryHref(locale: Locale, seminar: { code: string; title: string }) {
  const query = new URLSearchParams({
    inhouse: clean(seminar.code, MAX.code),
    seminar: clean(seminar.title, MAX.title),
  })
  return `${CONTACT_PAGE[locale]}?${query}`
}

/**
 * The message an in-house enquiry link prefills ('?inhouse=<code>&seminar=<title>'), in the
 * form's language; null without one. The visitor sees and edits it before sending.
 */
export function inhouseEnquiryMessage(locale: Locale, search: string): string | null {
  const params = new URLSearchParams(search)
  const code = clean(params.get('inhouse'), MAX.code)
  if (!code) return null
  const title = clean(params.get('seminar'), MAX.title)
  const [open, close] = locale === 'en' ? ['“', '”'] : ['„', '“']
  const seminar = title ? `${open}${title}${close} (${code})` : code
  return locale === 'en'
    ? `In-house enquiry: we would like the seminar ${seminar} as an in-house training for our team. Number of participants: … Preferred period: … Place: …`
    : `Inhouse-Anfrage: Wir interessieren uns für das Seminar ${seminar} als Inhouse-Training für unser Team. Teilnehmerzahl: … Wunschzeitraum: … Ort: …`
}
