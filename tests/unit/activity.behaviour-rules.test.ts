// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { isExitAtTop, isMobileWidth, reachedScrollDepth } from '@/features/activity/behaviour'
import { readCookie } from '@/features/activity/cookies'
import {
  initialActivityState,
  markExitIntent,
  markScrollDepth40,
  setViewportWidth,
  useActivityStore,
} from '@/features/activity/store'
import { trackBehaviour } from '@/features/activity/tracking'

function setWindow(values: {
  innerWidth?: number
  innerHeight?: number
  scrollY?: number
  documentHeight?: number
}) {
  for (const key of ['innerWidth', 'innerHeight', 'scrollY'] as const) {
    if (values[key] !== undefined)
      Object.defineProperty(window, key, { value: values[key], configurable: true })
  }
  if (values.documentHeight !== undefined) {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: values.documentHeight,
      configurable: true,
    })
  }
}

const pointerOut = (clientY: number, relatedTarget: EventTarget | null = null) =>
  document.dispatchEvent(new MouseEvent('mouseout', { clientY, relatedTarget, bubbles: true }))

const clearCookies = () => {
  for (const name of ['viewportWidth', 'userActivity'])
    document.cookie = `${name}=; path=/; max-age=0`
}

let stop: () => void = () => {}
beforeEach(() => {
  clearCookies()
  useActivityStore.setState(initialActivityState)
})
afterEach(() => {
  stop()
  vi.useRealTimers()
})

const startTracking = () => {
  stop = trackBehaviour(window, {
    onExitIntent: markExitIntent,
    onScrollDepth: markScrollDepth40,
    onWidth: setViewportWidth,
  })
}

describe('exit intent', () => {
  it('holds when the pointer leaves the window at the top edge, not lower down or onto an element', () => {
    expect(isExitAtTop({ clientY: 0, relatedTarget: null })).toBe(true)
    expect(isExitAtTop({ clientY: -3, relatedTarget: null })).toBe(true)
    expect(isExitAtTop({ clientY: 1, relatedTarget: null })).toBe(false)
    expect(isExitAtTop({ clientY: 0, relatedTarget: document.body })).toBe(false)
  })

  it('is set by a mouseout at y <= 0, not by one at y > 0', () => {
    startTracking()
    pointerOut(40)
    expect(useActivityStore.getState().exitIntent).toBe(false)
    pointerOut(0)
    expect(useActivityStore.getState().exitIntent).toBe(true)
  })

  it('is set when the tab becomes hidden', () => {
    startTracking()
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(useActivityStore.getState().exitIntent).toBe(true)
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
})

describe('scroll depth 40 %', () => {
  it('holds from 40 % of the document height on', () => {
    expect(reachedScrollDepth({ scrollY: 2900, innerHeight: 1000, documentHeight: 10_000 })).toBe(
      false,
    )
    expect(reachedScrollDepth({ scrollY: 3000, innerHeight: 1000, documentHeight: 10_000 })).toBe(
      true,
    )
  })

  it('is set by a scroll to 40 %, not by one to 39 %', () => {
    setWindow({ innerHeight: 1000, documentHeight: 10_000, scrollY: 2900 })
    startTracking()
    window.dispatchEvent(new Event('scroll'))
    expect(useActivityStore.getState().scrollDepth40).toBe(false)
    setWindow({ scrollY: 3000 })
    window.dispatchEvent(new Event('scroll'))
    expect(useActivityStore.getState().scrollDepth40).toBe(true)
  })
})

describe('mobile flag and width cookie', () => {
  it('counts 1024 px as mobile and 1025 px as not', () => {
    expect(isMobileWidth(1024)).toBe(true)
    expect(isMobileWidth(1025)).toBe(false)
  })

  it('writes the width on mount and again after a resize (throttled)', () => {
    vi.useFakeTimers()
    setWindow({ innerWidth: 1280 })
    startTracking()
    expect(readCookie(document.cookie, 'viewportWidth')).toBe('1280')
    expect(useActivityStore.getState().isMobile).toBe(false)

    setWindow({ innerWidth: 900 })
    window.dispatchEvent(new Event('resize'))
    expect(readCookie(document.cookie, 'viewportWidth')).toBe('900')
    setWindow({ innerWidth: 800 })
    window.dispatchEvent(new Event('resize'))
    vi.advanceTimersByTime(300)
    expect(readCookie(document.cookie, 'viewportWidth')).toBe('800')
    expect(useActivityStore.getState().isMobile).toBe(true)
  })

  it('keeps the places stored in local storage while it tracks', async () => {
    localStorage.setItem(
      'userActivity',
      JSON.stringify({ state: { locations: [4, 2] }, version: 1 }),
    )
    // A fresh page: a store that has not read the storage yet.
    vi.resetModules()
    const fresh = await import('@/features/activity/store')
    const stopFresh = trackBehaviour(window, {
      onExitIntent: fresh.markExitIntent,
      onScrollDepth: fresh.markScrollDepth40,
      onWidth: fresh.setViewportWidth,
    })
    pointerOut(0)
    stopFresh()
    expect(fresh.useActivityStore.getState()).toMatchObject({ exitIntent: true, locations: [4, 2] })
    expect(JSON.parse(localStorage.getItem('userActivity') ?? '{}').state).toEqual({
      locations: [4, 2],
    })
  })

  it('stops listening when tracking ends', () => {
    startTracking()
    stop()
    pointerOut(0)
    expect(useActivityStore.getState().exitIntent).toBe(false)
  })
})
