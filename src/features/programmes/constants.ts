import type { Locale } from '@/i18n/locales'

/** Query parameter that names the programme the assistant puts together (?programm=<id>). */
export const PROGRAMME_PARAM = 'programm'

/** The CMS page about the development programmes, the assistant's parent in the breadcrumbs. */
export const PROGRAMMES_PAGE_PATH: Record<Locale, string> = {
  de: '/entwicklungsprogramme/',
  en: '/development-programmes/',
}

/** Programmes the start list shows at most. */
export const MAX_PROGRAMMES = 100
