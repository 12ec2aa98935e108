import type { Locale } from '@/i18n/locales'

/** Pages the consent text links to (docs/behaviour/screens.md "Contact block"), per language. */
export const CONSENT_LINKS: Record<Locale, { contact: string; privacy: string }> = {
  de: { contact: '/kontakt/', privacy: '/datenschutzerklaerung/' },
  en: { contact: '/en/contact-us/', privacy: '/en/privacy-statement/' },
}
