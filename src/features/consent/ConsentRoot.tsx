import { getMessages } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

import { ConsentManager } from './components/ConsentManager.client'
import { type ConsentTexts, PRIVACY_PATH } from './constants'

/** Mounts the consent banner and settings dialog once per page, with their texts in the visitor's language. */
export async function ConsentRoot({ locale }: { locale: Locale }) {
  const messages = (await getMessages({ locale })) as unknown as { consent: ConsentTexts }
  return <ConsentManager privacyUrl={PRIVACY_PATH[locale]} texts={messages.consent} />
}
