// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { installChunkGuard, isChunkLoadError } from '@/features/freshness/chunkGuard'

function chunkError(): Error {
  const error = new Error('Failed to load chunk /_next/static/chunks/0a1b2c.js from module 4711')
  error.name = 'ChunkLoadError'
  return error
}

const reload = vi.fn()
let uninstall: () => void = () => {}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.UTC(2026, 2, 10, 9, 0))
  sessionStorage.clear()
  reload.mockReset()
  uninstall = installChunkGuard(window, reload)
})
afterEach(() => {
  uninstall()
  vi.useRealTimers()
})

const failChunk = () =>
  window.dispatchEvent(new ErrorEvent('error', { error: chunkError(), message: 'ChunkLoadError' }))
const rejectImport = () =>
  window.dispatchEvent(
    Object.assign(new Event('unhandledrejection'), {
      reason: new TypeError('Failed to fetch dynamically imported module: /x.js'),
    }),
  )

describe('chunk-load reload guard', () => {
  it('recognises failed chunk loads and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true)
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true)
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError('ChunkLoadError')).toBe(false)
    expect(isChunkLoadError(null)).toBe(false)
  })

  it('reloads on the first failure, not on a second within 10 s, and again after 10 s', () => {
    failChunk()
    expect(reload).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(9_000)
    rejectImport()
    expect(reload).toHaveBeenCalledTimes(1)

    vi.advanceTimersByTime(1_000)
    rejectImport()
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('remembers the last reload across page loads in session storage', () => {
    failChunk()
    uninstall()
    // The reloaded page installs its guard afresh; the time of the reload is still known.
    uninstall = installChunkGuard(window, reload)
    vi.advanceTimersByTime(2_000)
    failChunk()
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('ignores other errors', () => {
    window.dispatchEvent(new ErrorEvent('error', { error: new RangeError('Invalid time value') }))
    expect(reload).not.toHaveBeenCalled()
  })
})
