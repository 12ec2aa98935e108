import { localizedUrl } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'

type Language = 'de' | 'en'

const confirmationPage = (language: Language): string =>
  `${env.SITE_URL}${localizedUrl(language, `${routing.pathnames['/newsletter-confirmation'][language]}/`)}`

/** The confirmation link of a newsletter sign-up (token in the fragment, see whitepaperLink). */
export const newsletterConfirmLink = (language: Language, token: string): string =>
  `${confirmationPage(language)}#token=${token}`

/** The same page with the unsubscribe action: the token stays valid for it after confirming. */
export const newsletterUnsubscribeLink = (language: Language, token: string): string =>
  `${confirmationPage(language)}#token=${token}&action=unsubscribe`
