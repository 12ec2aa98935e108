import { hasLocale } from 'next-intl'
import { getRequestConfig } from 'next-intl/server'

import { TIME_ZONE } from './locales'
import { routing } from './routing'

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale
  const [messages, errors] = await Promise.all([
    import(`../../messages/${locale}.json`),
    import(`../../messages/errors/${locale}.json`),
  ])
  return {
    locale,
    // The error texts live in a file of their own: the browser's error screens import just them.
    messages: { ...messages.default, errors: errors.default },
    timeZone: TIME_ZONE,
  }
})
