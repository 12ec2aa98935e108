'use client'

import de from '../../../messages/errors/de.json'
import en from '../../../messages/errors/en.json'

import { type Locale, localizedUrl } from '@/i18n/locales'

import { ErrorScreen } from './ErrorScreen'
import { errorKind } from './status'

// Only the small error-text files, not every message: this component ships to every page.
const texts = { de, en }

/**
 * The 500 screen and the 'Unbekannter Fehler' screen for any other status (texts:
 * docs/behaviour/errors.md#error-screens). A client component because Next renders error boundaries
 * in the browser too.
 */
export function ServerErrorView({ locale, status = 500 }: { locale: Locale; status?: number }) {
  const t = texts[locale]
  const kind = errorKind(status)
  const title = kind === 'server' ? t.serverTitle : t.unknownTitle
  const text = kind === 'server' ? t.serverText : t.unknownText.replace('{status}', String(status))
  return (
    <ErrorScreen
      status={status}
      title={title}
      statusLabel={t.statusLabel.replace('{status}', String(status))}
      homeHref={localizedUrl(locale, '/')}
      homeLabel={t.toHome}
    >
      <p>{text}</p>
    </ErrorScreen>
  )
}
