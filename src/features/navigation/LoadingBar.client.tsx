'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { isPlainLeftClick } from '@/lib/plain-click'

import { LOADING_BAR } from './constants'

type Phase = 'idle' | 'running' | 'done'

/** True for a left click on a same-origin link that the App Router will handle client-side. */
function isClientNavigation(event: MouseEvent): boolean {
  if (!isPlainLeftClick(event)) return false
  const anchor = (event.target as Element | null)?.closest?.('a')
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download'))
    return false
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return false
  const same = url.pathname === window.location.pathname && url.search === window.location.search
  return !same
}

/**
 * A thin bar at the top during client-side navigation. It appears only when a navigation takes
 * longer than 200 ms and hides 500 ms after the new page is there.
 */
export function LoadingBar({ label }: { label: string }) {
  const pathname = usePathname()
  const [phase, setPhase] = useState<Phase>('idle')
  const [visible, setVisible] = useState(false)
  const timers = useRef<number[]>([])
  const pending = useRef(false)

  const clearTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id))
    timers.current = []
  }

  const start = useCallback(() => {
    clearTimers()
    pending.current = true
    setPhase('idle')
    timers.current.push(
      window.setTimeout(() => {
        setVisible(true)
        setPhase('running')
      }, LOADING_BAR.showAfter),
    )
  }, [])

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isClientNavigation(event)) start()
    }
    // Capture phase: next/link calls preventDefault() in React's handler, before a bubbling
    // listener on window would run.
    window.addEventListener('click', onClick, true)
    window.addEventListener('popstate', start)
    return () => {
      window.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', start)
    }
  }, [start])

  useEffect(() => {
    if (!pending.current) return
    pending.current = false
    clearTimers()
    setPhase((current) => {
      if (current !== 'running') return 'idle'
      timers.current.push(
        window.setTimeout(() => {
          setVisible(false)
          timers.current.push(window.setTimeout(() => setPhase('idle'), LOADING_BAR.resetDelay))
        }, LOADING_BAR.hideDelay),
      )
      return 'done'
    })
  }, [pathname])

  useEffect(() => clearTimers, [])

  const width = phase === 'running' ? '85%' : phase === 'done' ? '100%' : '0%'
  const transition =
    phase === 'running'
      ? `width ${LOADING_BAR.duration}ms ease-out`
      : phase === 'done'
        ? 'width 150ms ease-out'
        : 'none'

  return (
    <div
      data-testid="loading-bar"
      data-phase={phase}
      data-visible={visible}
      role="progressbar"
      aria-label={label}
      aria-hidden={!visible}
      className="pointer-events-none fixed inset-x-0 top-0 z-50"
      style={{ height: LOADING_BAR.height, opacity: visible ? 1 : 0, transition: 'opacity 200ms' }}
    >
      <div style={{ height: '100%', width, background: LOADING_BAR.color, transition }} />
    </div>
  )
}
