import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

import type { Locale } from '@/i18n/locales'

/** Hands the login and password forms their texts (portal.auth) and nothing else of the portal. */
export async function AuthMessages({
  locale,
  children,
}: {
  locale: Locale
  children: React.ReactNode
}) {
  const messages = (await getMessages({ locale })) as { portal: { auth: Record<string, unknown> } }
  return (
    <NextIntlClientProvider locale={locale} messages={{ portal: { auth: messages.portal.auth } }}>
      {children}
    </NextIntlClientProvider>
  )
}
