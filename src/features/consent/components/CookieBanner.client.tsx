'use client'

import { type KeyboardEvent, useEffect, useRef } from 'react'

import type { ConsentTexts } from '../constants'
import { acceptAll, acceptNecessaryOnly, openCookieSettings } from '../useConsent'

type Props = { privacyUrl: string; texts: ConsentTexts['banner'] }

const FOCUSABLE = 'a[href], button:not([disabled])'

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving for the browser's own controls. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = items[0]
  const last = items[items.length - 1]
  const edge = event.shiftKey ? first : last
  if (!first || !last || (document.activeElement !== edge && event.currentTarget.contains(document.activeElement))) return
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
  const [before, link, after] = texts.privacy.split(/<\/?privacy>/)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    mounted.current = true
    if (!element.open) element.showModal()
    firstChoice.current?.focus()
    const root = document.documentElement
    const overflow = root.style.overflow
    root.style.overflow = 'hidden'
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
      className="mx-auto mt-auto mb-3 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-3xl overflow-y-auto rounded-lg bg-white p-5 text-ink shadow-2xl outline-none backdrop:bg-black/40 md:mb-6 md:p-7"
    >
      <h2 id="cookie-banner-title" className="text-xl leading-snug font-semibold">
        {texts.title}
      </h2>
      <div id="cookie-banner-text" className="mt-3 space-y-2 text-sm md:text-base">
        <p>{texts.text}</p>
        <p>
          {before}
          <a href={privacyUrl} className="font-medium text-brand underline underline-offset-2 hover:text-brand-darker">
            {link}
          </a>
          {after}
        </p>
      </div>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {/* Refusing is as easy and as prominent as accepting; focus starts on the first choice. */}
        <button ref={firstChoice} type="button" onClick={acceptAll} className="btn-primary">
          {texts.acceptAll}
        </button>
        <button type="button" onClick={acceptNecessaryOnly} className="btn-primary">
          {texts.necessaryOnly}
        </button>
        <button type="button" onClick={() => openCookieSettings('banner')} aria-haspopup="dialog" className="btn-secondary">
          {texts.settings}
        </button>
      </div>
    </dialog>
  )
}
