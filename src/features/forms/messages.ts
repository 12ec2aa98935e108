import 'server-only'

import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

import { type Locale, TIME_ZONE } from '@/i18n/locales'

import { COUNTRIES_NAMESPACE, countryNames } from './options'

/**
 * The `intl` prop of a withMessages() component: the named message namespaces in a language, and
 * the request config's time zone (so dates format alike on the server and in the browser).
 * COUNTRIES_NAMESPACE is not read from the message files but computed: the country names.
 */
export async function pickMessages(
  locale: Locale,
  namespaces: readonly string[],
): Promise<{ locale: Locale; messages: AbstractIntlMessages; timeZone: string }> {
  const messages = (await getMessages({ locale })) as Record<string, AbstractIntlMessages>
  const pick = (name: string) =>
    name === COUNTRIES_NAMESPACE ? countryNames(locale) : (messages[name] ?? {})
  return {
    locale,
    messages: Object.fromEntries(namespaces.map((name) => [name, pick(name)])),
    timeZone: TIME_ZONE,
  }
}
