import { getMessages } from 'next-intl/server'

import { requestNonce } from '@/features/security/request-nonce'
import type { Locale } from '@/i18n/locales'

import { ConsentManager } from './components/ConsentManager.client'
import { StaticCookieBanner } from './components/StaticCookieBanner'
import { type ConsentTexts, PRIVACY_PATH } from './constants'

/**
 * Mounts the consent banner and settings dialog once per page, with their texts in the visitor's
 * language; the banner's server-rendered copy shows until the interactive one is ready.
 */
export async function ConsentRoot({ locale }: { locale: Locale }) {
  const [messages, nonce] = await Promise.all([
    getMessages({ locale }) as Promise<unknown>,
    requestNonce(),
  ])
  const { consent: texts } = messages as { consent: ConsentTexts }
  return (
    <>
      <StaticCookieBanner privacyUrl={PRIVACY_PATH[locale]} texts={texts.banner} nonce={nonce} />
      <ConsentManager privacyUrl={PRIVACY_PATH[locale]} texts={texts} />
    </>
  )
}
