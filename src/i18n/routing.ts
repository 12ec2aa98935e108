import { defineRouting } from 'next-intl/routing'

import { defaultLocale, locales } from './locales'

/**
 * Fixed application routes and their localized paths (docs/behaviour/screens.md#routes). CMS pages
 * are not listed here: their paths live in Payload and are resolved by the catch-all route.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  // Language is chosen by the URL; the proxy sends the root to /en/ for visitors whose cookie says
  // so.
  localeDetection: false,
  alternateLinks: false,
  // The cookie is written by the language switcher only (on every switch), never on page responses,
  // so cached pages carry no Set-Cookie header. The proxy reads and cleans it.
  localeCookie: false,
  pathnames: {
    '/': '/',
    '/cart': { de: '/warenkorb', en: '/cart' },
    '/booking': { de: '/buchung', en: '/booking' },
    '/booking/confirmation/[token]': {
      de: '/buchung/bestaetigung/[token]',
      en: '/booking/confirmation/[token]',
    },
    '/programme-assistant': {
      de: '/entwicklungsprogramme/assistent',
      en: '/development-programmes/assistent',
    },
    '/search': { de: '/suche', en: '/search' },
    // The finder's CMS page, rendered by a route of its own from the query string.
    '/seminar-finder': { de: '/seminare/seminarfinder', en: '/seminars/find-your-seminar' },
    '/knowledge-center/search': '/knowledge-center/search',
    '/login': '/login',
    '/login/forgot-password': { de: '/login/passwort-vergessen', en: '/login/forgot-password' },
    '/login/reset-password': { de: '/login/passwort-zuruecksetzen', en: '/login/reset-password' },
    '/kundenportal': '/kundenportal',
    '/kundenportal/empfehlungen': '/kundenportal/empfehlungen',
    '/kundenportal/erfolge': '/kundenportal/erfolge',
    '/kundenportal/profil': '/kundenportal/profil',
    '/kundenportal/seminare': '/kundenportal/seminare',
    '/whitepaper-dl/[whitepaperId]': '/whitepaper-dl/[whitepaperId]',
    '/newsletter-confirmation': { de: '/newsletter-bestaetigung', en: '/newsletter-confirmation' },
    '/waiting-list-offer': { de: '/warteliste/angebot', en: '/waiting-list/offer' },
    '/date-alert-confirmation': { de: '/termin-benachrichtigung', en: '/date-alert' },
    '/test/chat': '/test/chat',
    '/test/standorte': '/test/standorte',
  },
})

export type AppPathname = keyof typeof routing.pathnames
