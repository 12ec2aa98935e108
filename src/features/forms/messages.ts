import 'server-only'

import type { AbstractIntlMessages } from 'next-intl'
import { getMessages } from 'next-intl/server'

import { type Locale, TIME_ZONE } from '@/i18n/locales'

/**
 * The `intl` prop of a withMessages() component: the named message namespaces in a language, and
 * the request config's time zone (so dates format alike on the server and in the browser).
 */
export async function pickMessages(locale: Locale, namespaces: readonly string[]): Promise<{ locale: Locale; messages: AbstractIntlMessages; timeZone: string }> {
  const messages = (await getMessages({ locale })) as Record<string, AbstractIntlMessages>
  return { locale, messages: Object.fromEntries(namespaces.map((name) => [name, messages[name] ?? {}])), timeZone: TIME_ZONE }
}
