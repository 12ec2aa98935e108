'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { type ConsentTexts, isBannerFreePath } from '../constants'
import {
  acceptAll,
  acceptNecessaryOnly,
  openCookieSettings,
  useConsent,
  useConsentHydrated,
} from '../useConsent'
import { closeCookieBanner, type ConsentChoice, COOKIE_BANNER_ID } from './cookie-banner-dialog'
import { CookieSettingsDialog } from './CookieSettingsDialog.lazy'

type Props = { texts: ConsentTexts }

const CHOICES: Record<ConsentChoice, () => void> = {
  all: acceptAll,
  necessary: acceptNecessaryOnly,
  settings: () => openCookieSettings('banner'),
}
const choose = (choice: ConsentChoice) => CHOICES[choice]?.()

const bannerDialog = () => {
  const element = document.getElementById(COOKIE_BANNER_ID)
  return element instanceof HTMLDialogElement ? element : null
}

/**
 * The consent banner's behaviour (until the visitor chose) and the settings dialog (when the
 * banner or the footer link opens it). The banner itself is server HTML (CookieBanner.tsx), the
 * same for every visitor so pages stay cacheable; once the stored choice is read, this opens or
 * closes it and gives its buttons their actions.
 */
export function ConsentManager({ texts }: Props) {
  const hydrated = useConsentHydrated()
  const { showCookieBanner, showCookieSettings } = useConsent()
  const pathname = usePathname()
  const onLegalPage = pathname !== null && isBannerFreePath(pathname)
  const bannerWanted = showCookieBanner && !showCookieSettings && !onLegalPage
  useEffect(() => {
    if (!hydrated) return
    const dialog = bannerDialog()
    if (!bannerWanted || !dialog) {
      closeCookieBanner(dialog)
      return
    }
    // The banner's behaviour is a chunk of its own: a visitor who chose never loads it, and until
    // it is in, the banner's inline script keeps the keyboard inside and remembers a click.
    let unwire: (() => void) | undefined
    let done = false
    void import('./wire-cookie-banner').then(({ wireCookieBanner }) => {
      if (!done) unwire = wireCookieBanner(dialog, choose)
    })
    return () => {
      done = true
      unwire?.()
    }
  }, [hydrated, bannerWanted])
  if (!hydrated || !showCookieSettings) return null
  return <CookieSettingsDialog texts={texts} />
}
