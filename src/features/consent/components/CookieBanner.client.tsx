'use client'

import { type KeyboardEvent, useEffect, useRef } from 'react'

import type { ConsentTexts } from '../constants'
import { acceptAll, acceptNecessaryOnly, openCookieSettings } from '../useConsent'
import { COOKIE_BANNER_DIALOG_CLASS, CookieBannerContent } from './CookieBannerContent'
import { staticBannerDone } from './static-banner'

type Props = { privacyUrl: string; texts: ConsentTexts['banner'] }

const FOCUSABLE = 'a[href], button:not([disabled])'

/**
 * Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own
 * controls.
 */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = items[0]
  const last = items[items.length - 1]
  const edge = event.shiftKey ? first : last
  if (
    !first ||
    !last ||
    (document.activeElement !== edge && event.currentTarget.contains(document.activeElement))
  )
    return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}

/**
 * The first-visit banner. It is a modal that only a choice closes (no outside click, no Escape):
 * the site may not load anything optional before the visitor decided, and leaving the banner
 * open behind the page would let keyboard users tab into content it covers. A native modal
 * <dialog> makes the page behind it inert; this file adds only what the platform leaves out
 * (wrapping Tab, refusing Escape, no scrolling behind), so first visits load no dialog library.
 */
export function CookieBanner({ privacyUrl, texts }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const firstChoice = useRef<HTMLButtonElement>(null)
  const mounted = useRef(false)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    mounted.current = true
    // Every write before the focus, the one call that makes the browser compute style and layout
    // at once: the page is then laid out once for all of them, not once more in the next frame.
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
    // The interactive banner now stands where the server-rendered copy stood.
    staticBannerDone()
    if (!element.open) element.showModal()
    firstChoice.current?.focus()
    return () => {
      mounted.current = false
      root.style.overflow = overflow
      if (element.open) element.close()
    }
  }, [])

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      onKeyDown={keepTabInside}
      // Escape does not dismiss; Chromium still closes after a second Escape without a click in
      // between, so a close that no choice caused opens the banner again.
      onCancel={(event) => event.preventDefault()}
      onClose={(event) => {
        if (mounted.current && !event.currentTarget.open) event.currentTarget.showModal()
      }}
      className={COOKIE_BANNER_DIALOG_CLASS}
    >
      <CookieBannerContent
        privacyUrl={privacyUrl}
        texts={texts}
        idPrefix="cookie-banner"
        onAcceptAll={acceptAll}
        onNecessaryOnly={acceptNecessaryOnly}
        onSettings={() => openCookieSettings('banner')}
        firstChoiceRef={firstChoice}
      />
    </dialog>
  )
}
