'use client'

import { usePathname } from 'next/navigation'

import { BANNER_FREE_PATHS, type ConsentTexts } from '../constants'
import { useConsent, useConsentHydrated } from '../useConsent'
import { CookieBanner } from './CookieBanner.lazy'
import { CookieSettingsDialog } from './CookieSettingsDialog.lazy'

type Props = { privacyUrl: string; texts: ConsentTexts }

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

/**
 * The consent banner (until the visitor chose) and the settings dialog (when the banner or the
 * footer link opens it). Renders nothing on the server or before the stored choice was read, so a
 * returning visitor never sees the banner flash and cached pages stay the same for everyone.
 */
export function ConsentManager({ privacyUrl, texts }: Props) {
  const hydrated = useConsentHydrated()
  const { showCookieBanner, showCookieSettings } = useConsent()
  const pathname = usePathname()
  if (!hydrated) return null
  const onLegalPage = pathname !== null && BANNER_FREE_PATHS.includes(withSlash(pathname))
  return (
    <>
      {showCookieBanner && !showCookieSettings && !onLegalPage && <CookieBanner privacyUrl={privacyUrl} texts={texts.banner} />}
      {showCookieSettings && <CookieSettingsDialog texts={texts} />}
    </>
  )
}
