import type { Locale } from '@/i18n/locales'

/** SPEC §2 fixed links: the privacy statement, linked from the YouTube consent notice. */
export const PRIVACY_URLS: Record<Locale, string> = {
  de: '/datenschutzerklaerung/',
  en: '/en/privacy-statement/',
}
