import { localizedUrl } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'

type Language = 'de' | 'en'

const pageUrl = (
  language: Language,
  route: '/waiting-list-offer' | '/date-alert-confirmation',
): string => `${env.SITE_URL}${localizedUrl(language, `${routing.pathnames[route][language]}/`)}`

/** The offer's page: the held seats and their booking (token in the fragment, never logged). */
export const offerLink = (language: Language, token: string): string =>
  `${pageUrl(language, '/waiting-list-offer')}#token=${token}`

/** The alert's confirmation link, and the same page ending the alert. */
export const alertConfirmLink = (language: Language, token: string): string =>
  `${pageUrl(language, '/date-alert-confirmation')}#token=${token}`
export const alertUnsubscribeLink = (language: Language, token: string): string =>
  `${pageUrl(language, '/date-alert-confirmation')}#token=${token}&action=unsubscribe`

/** The terms of participation the booking's consent names (a CMS page of the seed). */
export const TERMS_PATHS: Record<Language, string> = {
  de: '/teilnahmebedingungen/',
  en: '/en/terms-of-participation/',
}
