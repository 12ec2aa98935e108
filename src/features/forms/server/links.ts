import { localizedUrl } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { env } from '@/lib/env'

type Language = 'de' | 'en'

/** The staff's link to a submission in the admin. */
export const adminLink = (collection: string, id: number | string): string =>
  `${env.SITE_URL}/admin/collections/${collection}/${id}/`

/** The mailed download link; the code travels in the fragment, so it never reaches a server log. */
export const whitepaperLink = (language: Language, whitepaperId: number, code: string): string =>
  `${env.SITE_URL}${localizedUrl(language, `/whitepaper-dl/${whitepaperId}/`)}#code=${code}`

const confirmationPage = (language: Language): string =>
  `${env.SITE_URL}${localizedUrl(language, `${routing.pathnames['/newsletter-confirmation'][language]}/`)}`

/** The confirmation link of a newsletter sign-up (token in the fragment, see whitepaperLink). */
export const newsletterConfirmLink = (language: Language, token: string): string =>
  `${confirmationPage(language)}#token=${token}`

/** The same page with the unsubscribe action: the token stays valid for it after confirming. */
export const newsletterUnsubscribeLink = (language: Language, token: string): string =>
  `${confirmationPage(language)}#token=${token}&action=unsubscribe`
