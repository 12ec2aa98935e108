// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { afterPointerRelease, watchPointer } from '@/features/forms/client/pointer'

const press = (type: string) => document.dispatchEvent(new Event(type, { bubbles: true }))

describe('blur work while a pointer is pressed', () => {
  afterEach(() => vi.useRealTimers())

  it('runs at once when nothing is pressed (keyboard users tabbing on)', () => {
    watchPointer()
    const task = vi.fn()
    afterPointerRelease(task)
    expect(task).toHaveBeenCalledOnce()
  })

  it('waits for the release and the click after it, then runs every waiting task once', () => {
    vi.useFakeTimers()
    watchPointer()
    const order: string[] = []
    document.addEventListener('click', () => order.push('click'), { once: true })
    press('pointerdown')
    afterPointerRelease(() => order.push('validate field 1'))
    afterPointerRelease(() => order.push('validate field 2'))
    expect(order).toEqual([])
    press('pointerup')
    press('click') // the browser delivers the click in the same task as the release
    expect(order).toEqual(['click'])
    vi.runAllTimers()
    expect(order).toEqual(['click', 'validate field 1', 'validate field 2'])
    vi.runAllTimers()
    expect(order).toHaveLength(3)
  })

  it('a cancelled press (scrolling on a phone) releases the waiting work too', () => {
    vi.useFakeTimers()
    watchPointer()
    const task = vi.fn()
    press('pointerdown')
    afterPointerRelease(task)
    press('pointercancel')
    vi.runAllTimers()
    expect(task).toHaveBeenCalledOnce()
  })
})
