import { localizedUrl } from '@/i18n/locales'
import { env } from '@/lib/env'

type Language = 'de' | 'en'

/** The mailed download link; the code travels in the fragment, so it never reaches a server log. */
export const whitepaperLink = (language: Language, whitepaperId: number, code: string): string =>
  `${env.SITE_URL}${localizedUrl(language, `/whitepaper-dl/${whitepaperId}/`)}#code=${code}`
