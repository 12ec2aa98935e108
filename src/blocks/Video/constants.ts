import type { Locale } from '@/i18n/locales'

/** The privacy statement (a fixed link), linked from the YouTube consent notice. */
export const PRIVACY_URLS: Record<Locale, string> = {
  de: '/datenschutzerklaerung/',
  en: '/en/privacy-statement/',
}
