'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { NOTICE_KINDS, type NoticeKind } from '@/features/activity/notices'
import {
  forgetSignals,
  markExitIntent,
  markScrollDepth40,
  resetPageView,
  setViewportWidth,
  useActivityStore,
} from '@/features/activity/store'
import { trackBehaviour } from '@/features/activity/tracking'
import { type ConsentStore, useConsent, useConsentStore } from '@/features/consent/useConsent'

import { lastShownAt, rememberNoticeShown, syncNoticeFlags } from './frequency'
import type { NoticeTrigger } from './may-open'
import type { VisitorModalsLabels, VisitorNotice } from './NoticeDialog.client'
import { recordBookingClicks } from './booking-clicks'
import type { PageSignals } from './page-signals'
import { NOTICE_TRIGGERS } from './rules'

export type { VisitorModalsLabels, VisitorNotice }

type Props = {
  notices: Partial<Record<NoticeKind, VisitorNotice>>
  labels: VisitorModalsLabels
  /** Days between two showings of the same notice (site settings). */
  intervalDays: number
}

type Dialog = typeof import('./NoticeDialog.client').NoticeDialog

// The dialog and the rules are chunks of their own, fetched only when a signal fires, so that the
// layout's script on every page stays small (the first-load budget of a text page).
const loadDialog = () => import('./NoticeDialog.client').then((module) => module.NoticeDialog)
type Rules = typeof import('./may-open')
let rules: Promise<Rules> | null = null
const loadRules = () => (rules ??= import('./may-open'))

/** The visitor's first act on the page loads the page watcher (page-signals.ts); none, no load. */
const FIRST_INTERACTIONS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'focusin',
]
const SCROLL_GESTURES = new Set(['wheel', 'touchstart'])

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
 * magazine notice at 40 % scroll depth, one per page view, when the rules of may-open.ts let it
 * (never over a field in use, on a quiet page, right after booking, on a scroll the visitor did not
 * make, or within the days between showings).
 */
export function VisitorModals({ notices, labels, intervalDays }: Props) {
  const pathname = usePathname()
  useConsent() // reads the stored consent choice, which decides whether the banner is up
  const [open, setOpen] = useState<{ kind: NoticeKind; Dialog: Dialog } | null>(null)
  const shownThisView = useRef(false)
  const pageView = useRef(0)
  const signals = useRef<PageSignals | null>(null)
  const armSignals = useRef<(event?: Event) => Promise<void>>(async () => {})

  useEffect(() => {
    const clicks = recordBookingClicks(window)
    let loading: Promise<void> | null = null
    let stopped = false
    const arm = (event?: Event) => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, arm, true)
      // The wheel or touch that woke the watcher is already the visitor's scrolling.
      const gestureAt = event && SCROLL_GESTURES.has(event.type) ? Date.now() : null
      loading ??= import('./page-signals').then(({ watchPageSignals }) => {
        if (!stopped) signals.current = watchPageSignals(window, clicks.last, gestureAt)
      })
      return loading
    }
    armSignals.current = arm
    for (const type of FIRST_INTERACTIONS)
      window.addEventListener(type, arm, { capture: true, passive: true })
    const stopTracking = trackBehaviour(window, {
      onExitIntent: markExitIntent,
      onScrollDepth: markScrollDepth40,
      onWidth: setViewportWidth,
    })
    // Says the notices now follow the visitor (they load at the first act on the page): browser
    // tests wait for it before they leave the window.
    document.documentElement.dataset.visitorNotices = 'on'
    return () => {
      delete document.documentElement.dataset.visitorNotices
      stopped = true
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, arm, true)
      stopTracking()
      clicks.stop()
      signals.current?.stop()
      signals.current = null
    }
  }, [])

  useEffect(() => syncNoticeFlags(intervalDays), [intervalDays])

  // A client-side navigation is a new page view; an open notice closes with the page it was on.
  useEffect(() => {
    resetPageView()
    shownThisView.current = false
    pageView.current += 1
    // eslint-disable-next-line react-hooks/set-state-in-effect -- page view ends with the route
    setOpen(null)
  }, [pathname])

  const available = NOTICE_KINDS.filter((kind) => notices[kind]).join()
  useEffect(() => {
    /** The rule keeping `kind` closed now, with the page's facts of this moment. */
    const holdNow = (
      { noticeHold }: Rules,
      kind: NoticeKind,
      trigger: NoticeTrigger,
      scrollByVisitor: boolean,
    ) => {
      const facts = signals.current?.facts()
      if (!facts) return 'covered'
      return noticeHold({
        ...facts,
        now: Date.now(),
        trigger,
        pathname: window.location.pathname,
        scrollByVisitor,
        lastShownAt: lastShownAt(kind),
        intervalDays,
        covered: pageIsCovered(useConsentStore.getState()),
        shownThisView: shownThisView.current,
      })
    }

    /** Loads the dialog, asks the rules again (the visitor may have moved on) and opens it. */
    const openWhenLoaded = async (
      rules: Rules,
      kind: NoticeKind,
      trigger: NoticeTrigger,
      byVisitor: boolean,
    ) => {
      const view = pageView.current
      shownThisView.current = true
      const Dialog = await loadDialog().catch(() => null)
      shownThisView.current = false
      if (!Dialog || view !== pageView.current || holdNow(rules, kind, trigger, byVisitor)) return
      shownThisView.current = true
      rememberNoticeShown(kind, intervalDays)
      setOpen({ kind, Dialog })
    }

    return useActivityStore.subscribe((state, previous) => {
      // Only the moment a signal turns on counts, so a signal from earlier in the view does not
      // open a notice later for another reason (say, when the store changes for something else).
      const fired: NoticeTrigger[] = []
      if (state.exitIntent && !previous.exitIntent) fired.push('exit-intent')
      if (state.scrollDepth40 && !previous.scrollDepth40) fired.push('scroll-depth')
      if (!fired.length) return
      // The moment of the signal counts for the scroll, whenever the rules arrive. A signal
      // before any interaction (a script's scroll) loads the watcher too: it then knows no gesture.
      const firedAt = Date.now()
      const view = pageView.current
      void Promise.all([loadRules(), armSignals.current()])
        .then(([loaded]) => {
          if (view !== pageView.current) return
          const lastGesture = signals.current?.facts().lastScrollGestureAt ?? null
          const scrollByVisitor = loaded.isVisitorScroll(lastGesture, firedAt)
          const kind = NOTICE_KINDS.find(
            (candidate) =>
              available.split(',').includes(candidate) &&
              fired.includes(NOTICE_TRIGGERS[candidate]) &&
              holdNow(loaded, candidate, NOTICE_TRIGGERS[candidate], scrollByVisitor) === null,
          )
          if (kind) return openWhenLoaded(loaded, kind, NOTICE_TRIGGERS[kind], scrollByVisitor)
          // A signal that opened nothing is not used up: the visitor's next exit or scroll counts.
          forgetSignals()
        })
        .catch(() => forgetSignals())
    })
  }, [available, intervalDays])

  const notice = open ? notices[open.kind] : undefined
  if (!open || !notice) return null
  const { kind, Dialog } = open
  return <Dialog kind={kind} notice={notice} labels={labels} onClose={() => setOpen(null)} />
}
