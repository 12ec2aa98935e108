// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { recordBookingClicks } from '@/features/visitor-modals/booking-clicks'
import { type PageSignals, watchPageSignals } from '@/features/visitor-modals/page-signals'

let signals: PageSignals
let clicks: ReturnType<typeof recordBookingClicks>

/** As the site wires them: booking clicks from the page's load, the watcher beside them. */
function watch() {
  clicks = recordBookingClicks(window)
  signals = watchPageSignals(window, clicks.last)
}

const add = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
) => {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}

/** The visitor types into a field: focus, then each key's value change and input event. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.focus()
  for (const letter of text) {
    field.value += letter
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}

describe('the page facts the notice rules read', () => {
  beforeEach(() => {
    sessionStorage.clear()
    watch()
  })
  afterEach(() => {
    signals.stop()
    clicks.stop()
    document.body.replaceChildren()
  })

  it('knows when a field has the focus, but not a button', () => {
    const field = add('textarea')
    const button = add('button')
    field.focus()
    expect(signals.facts().fieldFocused).toBe(true)
    button.focus()
    expect(signals.facts().fieldFocused).toBe(false)
    add('select').focus()
    expect(signals.facts().fieldFocused).toBe(true)
  })

  it('counts a field as unsent while it holds what the visitor typed or ticked', () => {
    const email = add('input', { type: 'email' })
    typeInto(email, 'anna@example.org')
    email.blur()
    expect(signals.facts()).toMatchObject({ fieldFocused: false, unsentInput: true })

    // Sent: the form empties the field.
    email.value = ''
    expect(signals.facts().unsentInput).toBe(false)

    const consent = add('input', { type: 'checkbox' })
    consent.focus()
    consent.click()
    consent.blur()
    expect(signals.facts().unsentInput).toBe(true)
    // Sent: the form is replaced by its thanks.
    consent.remove()
    expect(signals.facts().unsentInput).toBe(false)
  })

  it('keeps a prefilled value that the visitor only looked at as not new input', () => {
    const name = add('input')
    name.value = 'Anna'
    name.focus()
    name.blur()
    expect(signals.facts().unsentInput).toBe(false)
  })

  it('remembers a click on a booking control, also for the next page load', () => {
    const book = add('button', { 'data-booking-action': '' })
    const label = document.createElement('span')
    book.append(label)
    const before = Date.now()
    label.click()
    const clickedAt = signals.facts().lastBookingClickAt
    expect(clickedAt).toBeGreaterThanOrEqual(before)
    signals.stop()
    clicks.stop()
    watch()
    expect(signals.facts().lastBookingClickAt).toBe(clickedAt)

    add('button').click()
    expect(signals.facts().lastBookingClickAt).toBe(clickedAt)
  })

  it('takes wheel, touch and scroll keys as the visitor’s scrolling, and a click or link as not', () => {
    expect(signals.facts().lastScrollGestureAt).toBeNull()
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: 120 }))
    expect(signals.facts().lastScrollGestureAt).not.toBeNull()

    // A click (an in-page link, a button whose script scrolls) ends the gesture.
    add('a', { href: '#termine' }).click()
    expect(signals.facts().lastScrollGestureAt).toBeNull()

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }))
    expect(signals.facts().lastScrollGestureAt).not.toBeNull()
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(signals.facts().lastScrollGestureAt).toBeNull()

    window.dispatchEvent(new Event('touchmove'))
    expect(signals.facts().lastScrollGestureAt).not.toBeNull()
  })

  it('does not take keys typed into a field, or used by the page, as scrolling', () => {
    const field = add('input')
    field.focus()
    field.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    expect(signals.facts().lastScrollGestureAt).toBeNull()

    const tab = add('button', { role: 'tab' })
    tab.addEventListener('keydown', (event) => event.preventDefault())
    tab.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
    )
    expect(signals.facts().lastScrollGestureAt).toBeNull()
  })
})
