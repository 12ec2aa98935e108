import type { CollectionSlug } from 'payload'

type Language = 'de' | 'en'

const LISTS: Record<string, Record<Language, string>> = {
  bookings: { de: 'Buchungen', en: 'Bookings' },
  'waiting-list-entries': { de: 'Wartelisten-Einträge', en: 'Waiting-list entries' },
  'contact-messages': { de: 'Kontaktanfragen', en: 'Contact messages' },
  'callback-requests': { de: 'Rückrufwünsche', en: 'Callback requests' },
  'whitepaper-requests': { de: 'Whitepaper-Anfragen', en: 'Whitepaper requests' },
  'newsletter-subscriptions': { de: 'Newsletter-Anmeldungen', en: 'Newsletter sign-ups' },
}

const TEXTS = {
  de: {
    region: 'Überblick für das Team',
    newSince: (when: string) => `Neu seit Ihrem letzten Besuch (${when})`,
    newEver: 'Eingegangen (Ihr erster Besuch)',
    callbacks: 'Rückrufe',
    today: 'Heute',
    tomorrow: 'Morgen',
    noCallbacks: 'Keine',
    nearlyFull: 'Fast ausgebuchte Termine',
    noneNearlyFull: 'Kein kommender Termin ist fast ausgebucht.',
    seats: (left: number, total: number) =>
      left === 0 ? `ausgebucht (${total} Plätze)` : `${left} von ${total} Plätzen frei`,
    failed: 'Endgültig gescheiterte Mails',
    noneFailed: 'Keine – jede Mail ist angekommen oder unterwegs.',
    allFailed: (count: number) => `Alle ${count} ansehen`,
    open: 'Liste öffnen',
  },
  en: {
    region: 'Overview for staff',
    newSince: (when: string) => `New since your last visit (${when})`,
    newEver: 'Received (your first visit)',
    callbacks: 'Callbacks',
    today: 'Today',
    tomorrow: 'Tomorrow',
    noCallbacks: 'None',
    nearlyFull: 'Nearly full dates',
    noneNearlyFull: 'No upcoming date is nearly full.',
    seats: (left: number, total: number) =>
      left === 0 ? `fully booked (${total} seats)` : `${left} of ${total} seats free`,
    failed: 'Mails that failed for good',
    noneFailed: 'None – every mail has arrived or is on its way.',
    allFailed: (count: number) => `See all ${count}`,
    open: 'Open the list',
  },
} as const

export type DashboardTexts = (typeof TEXTS)[Language]

export const dashboardTexts = (language: string): DashboardTexts =>
  TEXTS[language === 'en' ? 'en' : 'de']

export const listName = (slug: CollectionSlug, language: string): string =>
  LISTS[slug]?.[language === 'en' ? 'en' : 'de'] ?? slug
