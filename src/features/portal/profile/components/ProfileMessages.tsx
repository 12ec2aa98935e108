import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

import type { Locale } from '@/i18n/locales'

/**
 * Hands the profile forms the site's form texts and this page's own, nothing else of the portal.
 */
export async function ProfileMessages({
  locale,
  children,
}: {
  locale: Locale
  children: React.ReactNode
}) {
  const messages = (await getMessages({ locale })) as {
    forms?: unknown
    portal?: { profilePage?: unknown }
  }
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={
        {
          forms: messages.forms ?? {},
          portal: { profilePage: messages.portal?.profilePage ?? {} },
        } as never
      }
    >
      {children}
    </NextIntlClientProvider>
  )
}
