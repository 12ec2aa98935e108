import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type React from 'react'

import type { Locale } from '@/i18n/locales'

type Props = { locale: Locale; namespaces: readonly string[]; children: React.ReactNode }

/**
 * Hands a form's client components the message namespaces they use (the layout sends the browser
 * only the error texts, so every page carries just what its widgets need).
 */
export async function FormMessages({ locale, namespaces, children }: Props) {
  const messages = (await getMessages({ locale })) as Record<string, unknown>
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={Object.fromEntries(namespaces.map((name) => [name, messages[name] ?? {}]))}
    >
      {children}
    </NextIntlClientProvider>
  )
}
