'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { type ConsentTexts, isBannerFreePath } from '../constants'
import { useConsent, useConsentHydrated } from '../useConsent'
import { CookieBanner } from './CookieBanner.lazy'
import { CookieSettingsDialog } from './CookieSettingsDialog.lazy'
import { staticBannerDone } from './static-banner'

type Props = { privacyUrl: string; texts: ConsentTexts }

/**
 * The consent banner (until the visitor chose) and the settings dialog (when the banner or the
 * footer link opens it). Renders nothing on the server or before the stored choice was read, so
 * cached pages stay the same for everyone; until then the server-rendered copy of the banner
 * stands in (StaticCookieBanner), hidden here as soon as the banner is not wanted.
 */
export function ConsentManager({ privacyUrl, texts }: Props) {
  const hydrated = useConsentHydrated()
  const { showCookieBanner, showCookieSettings } = useConsent()
  const pathname = usePathname()
  const onLegalPage = pathname !== null && isBannerFreePath(pathname)
  const bannerWanted = showCookieBanner && !showCookieSettings && !onLegalPage
  // When wanted, the interactive banner hides the copy itself once it has opened in its place.
  useEffect(() => {
    if (hydrated && !bannerWanted) staticBannerDone()
  }, [hydrated, bannerWanted])
  if (!hydrated) return null
  return (
    <>
      {bannerWanted && <CookieBanner privacyUrl={privacyUrl} texts={texts.banner} />}
      {showCookieSettings && <CookieSettingsDialog texts={texts} />}
    </>
  )
}
