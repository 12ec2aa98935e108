import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl'
import type { ComponentType } from 'react'

import type { Locale } from '@/i18n/locales'

/** The messages a lazily loaded client component translates with, picked on the server. */
export type IntlProps = {
  intl?: { locale: Locale; messages: AbstractIntlMessages; timeZone: string }
}

/**
 * Wraps a lazily loaded client component in next-intl's provider for the messages the server
 * passed as `intl`. The provider, and with it next-intl's client runtime (about 12 KB gzip),
 * then ships in the component's own chunk: a server component rendering the provider would make
 * every page of its route load it. Import it only from client modules. Without `intl` (tests
 * bring their own provider) the component renders as it is.
 */
export function withMessages<P extends object>(Component: ComponentType<P>) {
  function WithMessages({ intl, ...props }: P & IntlProps) {
    const inner = <Component {...(props as P)} />
    if (!intl) return inner
    return (
      <NextIntlClientProvider
        locale={intl.locale}
        messages={intl.messages}
        timeZone={intl.timeZone}
      >
        {inner}
      </NextIntlClientProvider>
    )
  }
  WithMessages.displayName = `WithMessages(${Component.displayName || Component.name})`
  return WithMessages
}
