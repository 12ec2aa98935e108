import { render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'

import de from '../../messages/de.json'
import en from '../../messages/en.json'

/** Renders `ui` with the site's full German or English messages, as the pages provide them. */
export const renderInLocale = (ui: ReactNode, locale: 'de' | 'en' = 'de') =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'de' ? de : en}>
      {ui}
    </NextIntlClientProvider>,
  )
