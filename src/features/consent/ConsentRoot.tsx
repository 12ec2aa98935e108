import { getMessages } from 'next-intl/server'

import { requestNonce } from '@/features/security/request-nonce'
import type { Locale } from '@/i18n/locales'

import { ConsentManager } from './components/ConsentManager.client'
import { CookieBanner } from './components/CookieBanner'
import { type ConsentTexts, PRIVACY_PATH } from './constants'

const consentTexts = async (locale: Locale) => {
  const messages = (await getMessages({ locale })) as unknown as { consent: ConsentTexts }
  return messages.consent
}

/**
 * The first-visit banner, first in the body: its inline script opens it as a modal before the
 * rest of the page is parsed (CookieBanner.tsx).
 */
export async function ConsentBannerRoot({ locale }: { locale: Locale }) {
  const [texts, nonce] = await Promise.all([consentTexts(locale), requestNonce()])
  return <CookieBanner privacyUrl={PRIVACY_PATH[locale]} texts={texts.banner} nonce={nonce} />
}

/**
 * The banner's behaviour and the settings dialog, mounted once per page with their texts in the
 * visitor's language.
 */
export async function ConsentRoot({ locale }: { locale: Locale }) {
  return <ConsentManager texts={await consentTexts(locale)} />
}
