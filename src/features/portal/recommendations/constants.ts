import { FINDER_PATH } from '@/features/finder/constants'
import { CONSENT_LINKS } from '@/features/forms/links'
import type { Locale } from '@/i18n/locales'

/** Catalogue pages (fixed links) the recommendations point to while there is nothing to show. */
export const BROWSE_LINKS: Record<
  Locale,
  { seminars: string; finder: string; programmes: string; contact: string }
> = {
  de: {
    seminars: '/seminare/',
    finder: FINDER_PATH.de,
    programmes: '/entwicklungsprogramme/',
    contact: CONSENT_LINKS.de.contact,
  },
  en: {
    seminars: '/en/seminars/',
    finder: FINDER_PATH.en,
    programmes: '/en/development-programmes/',
    contact: CONSENT_LINKS.en.contact,
  },
}

/** Classes of a link inside running text: underlined, so it stands out without colour. */
export const TEXT_LINK = 'font-semibold text-brand underline underline-offset-2 hover:no-underline'
