'use client'

import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react'

import { throttle } from '@/features/activity/behaviour'
import { RESIZE_THROTTLE_MS } from '@/features/activity/constants'
import { setViewportWidth } from '@/features/activity/store'

import { recordBookingClicks } from './booking-clicks'

// The notices, their tracking and rules are a chunk of their own, fetched at the visitor's first
// act on the page: every notice answers an act (a scroll, the pointer leaving), and a page nobody
// touches loads none of it (the first-load budget of a text page, bench/js-budget.json).
const VisitorModals = lazy(() =>
  import('./VisitorModals.client').then((module) => ({ default: module.VisitorModals })),
)

const FIRST_ACTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'focusin']

/**
 * Mounts the visitor notices at the first interaction. Until then it keeps what must count from
 * the page's load on: the window width cookie and clicks on book controls (booking-clicks.ts).
 */
export function VisitorModalsLoader(props: ComponentProps<typeof VisitorModals>) {
  const [active, setActive] = useState(false)

  useEffect(() => {
    const clicks = recordBookingClicks(window)
    const onResize = throttle(() => setViewportWidth(window.innerWidth), RESIZE_THROTTLE_MS)
    setViewportWidth(window.innerWidth)
    window.addEventListener('resize', onResize)
    const start = () => setActive(true)
    for (const type of FIRST_ACTS)
      window.addEventListener(type, start, { capture: true, once: true, passive: true })
    return () => {
      clicks.stop()
      window.removeEventListener('resize', onResize)
      onResize.cancel()
      for (const type of FIRST_ACTS) window.removeEventListener(type, start, true)
    }
  }, [])

  if (!active) return null
  return (
    <Suspense fallback={null}>
      <VisitorModals {...props} />
    </Suspense>
  )
}
