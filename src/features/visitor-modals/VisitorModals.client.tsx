'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { NoticeKind } from '@/features/activity/notices'
import {
  forgetSignals,
  markExitIntent,
  markScrollDepth40,
  rememberNoticeShown,
  resetPageView,
  setViewportWidth,
  syncNoticeFlags,
  useActivityStore,
} from '@/features/activity/store'
import { trackBehaviour } from '@/features/activity/tracking'
import { type ConsentStore, useConsent, useConsentStore } from '@/features/consent/useConsent'

import type { VisitorModalsLabels, VisitorNotice } from './NoticeDialog.client'
import { NoticeDialog } from './NoticeDialog.lazy'
import { pickNotice } from './rules'

export type { VisitorModalsLabels, VisitorNotice }

type Props = { notices: Partial<Record<NoticeKind, VisitorNotice>>; labels: VisitorModalsLabels }

/**
 * True until the visitor made a consent choice, and while another dialog (cookie settings, a video,
 * the mobile menu) is open: a notice never stacks on top of them.
 */
function pageIsCovered(
  consent: Pick<ConsentStore, 'showCookieBanner' | 'showCookieSettings'>,
): boolean {
  if (consent.showCookieBanner || consent.showCookieSettings) return true
  return document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]') !== null
}

/**
 * Tracks the visitor's behaviour and opens the annual-programme notice on exit intent and the
 * magazine notice at 40 % scroll depth, each at most once a day and one per page view.
 */
export function VisitorModals({ notices, labels }: Props) {
  const pathname = usePathname()
  useConsent() // reads the stored consent choice, which decides whether the banner is up
  const [open, setOpen] = useState<NoticeKind | null>(null)
  const shownThisView = useRef(false)
  useEffect(() => {
    syncNoticeFlags()
    return trackBehaviour(window, {
      onExitIntent: markExitIntent,
      onScrollDepth: markScrollDepth40,
      onWidth: setViewportWidth,
    })
  }, [])

  // A client-side navigation is a new page view; an open notice closes with the page it was on.
  useEffect(() => {
    resetPageView()
    shownThisView.current = false
    // eslint-disable-next-line react-hooks/set-state-in-effect -- page view ends with the route
    setOpen(null)
  }, [pathname])

  const hasJahresprogramm = Boolean(notices.jahresprogramm)
  const hasMagazin = Boolean(notices.magazin)
  useEffect(
    () =>
      useActivityStore.subscribe((state, previous) => {
        // Only the moment a signal turns on counts, so a signal from earlier in the view does not
        // open a notice later for another reason (say, when the store changes for something else).
        const exitIntent = state.exitIntent && !previous.exitIntent
        const scrollDepth40 = state.scrollDepth40 && !previous.scrollDepth40
        const blocked = pageIsCovered(useConsentStore.getState())
        // A signal while the consent banner or another dialog covers the page is not used up:
        // the visitor's next exit or scroll after closing it counts.
        if (blocked && (exitIntent || scrollDepth40)) return forgetSignals()
        const kind = pickNotice({
          pathname: window.location.pathname,
          available: { jahresprogramm: hasJahresprogramm, magazin: hasMagazin },
          showJahresprogrammModal: state.showJahresprogrammModal,
          showMagazinModal: state.showMagazinModal,
          exitIntent,
          scrollDepth40,
          shownThisView: shownThisView.current,
          blocked,
        })
        if (!kind) return
        shownThisView.current = true
        rememberNoticeShown(kind)
        setOpen(kind)
      }),
    [hasJahresprogramm, hasMagazin],
  )

  const notice = open ? notices[open] : undefined
  if (!open || !notice) return null
  return <NoticeDialog kind={open} notice={notice} labels={labels} onClose={() => setOpen(null)} />
}
