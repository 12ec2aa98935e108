// Helpers for component tests in happy-dom: a queued fetch, form queries, stored consent and the
// data layer.
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest'

import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'

/** One queued server answer; a throwing one stands for a failed network. */
export type QueuedAnswer = () => Promise<Response>

/**
 * Replaces `fetch` for every test of the calling file with a mock that answers from `answers`
 * (emptied before each test) and with `fallback` once they are used up.
 */
export function mockFetchAnswers(fallback: () => Response = () => Response.json({ status: 'ok' })) {
  const answers: QueuedAnswer[] = []
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      await (answers.shift() ?? (async () => fallback()))(),
  )
  beforeEach(() => {
    answers.length = 0
    fetchMock.mockClear()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())
  /** The parsed JSON body of the `call`-th request. */
  const sentBody = (call = 0) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body))
  return { answers, fetchMock, sentBody }
}

/** The server's answer when it throttles a client. */
export const rateLimitedAnswer: QueuedAnswer = async () =>
  Response.json(
    { status: 'error', code: 'rateLimited' },
    { status: 429, headers: { 'Retry-After': '60' } },
  )

/** A form control by its label (the label text, asterisk included, starts the pattern). */
export const inputByLabel = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement

/** Every text the control's `aria-describedby` points to (hint and error), joined. */
export const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim()

/** Spies on `fetch` during each test (restored after it); returns the current test's spy. */
export function spyOnFetchEachTest() {
  let spy: MockInstance<typeof fetch> | undefined
  beforeEach(() => {
    spy = vi.spyOn(globalThis, 'fetch')
  })
  afterEach(() => spy?.mockRestore())
  return () => spy!
}

/**
 * A consent choice stored on an earlier visit, then a fresh page load: new module instances, so the
 * store reads local storage on mount. Import the component under test again after this.
 */
export function reloadWithStoredConsent(choice: Partial<typeof initialConsentState>): void {
  localStorage.setItem(
    'cookies',
    JSON.stringify({ state: { ...initialConsentState, ...choice }, version: 1 }),
  )
  vi.resetModules()
}

/**
 * The forms' rule after a refused send (fake timers on): the first invalid field is marked with its
 * error at once and gets the focus 100 ms later.
 */
export async function expectMarkedThenFocusedAfter100ms(field: HTMLElement, error: string) {
  await act(() => vi.advanceTimersByTimeAsync(99))
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(describedText(field)).toBe(error)
  expect(document.activeElement).not.toBe(field)
  await act(() => vi.advanceTimersByTimeAsync(1))
  expect(document.activeElement).toBe(field)
}

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] }

/** Before each test of the calling file: no stored choice, no consent, no data layer. */
export function startEachTestWithoutConsent(): void {
  beforeEach(() => {
    localStorage.clear()
    useConsentStore.setState(initialConsentState)
    delete (window as DataLayerWindow).dataLayer
  })
}

/**
 * The data-layer rule every form shares (docs/behaviour/states.md#forms): a sent form pushes its event
 * only when the tag manager is configured and the visitor allowed marketing cookies.
 */
export function pushesSentEventOnlyWithMarketingConsent(
  event: string,
  sendValidForm: (gtmId: string | null) => Promise<void>,
): void {
  it.each([
    { gtmId: 'GTM-TEST1', consent: true, pushed: true },
    { gtmId: 'GTM-TEST1', consent: false, pushed: false },
    { gtmId: null, consent: true, pushed: false },
  ])(
    'tag manager $gtmId, marketing consent $consent → pushed: $pushed',
    async ({ gtmId, consent, pushed }) => {
      useConsentStore.setState({
        cookieSettings: { ...initialConsentState.cookieSettings, marketing: consent },
      })
      await sendValidForm(gtmId)
      const events = ((window as DataLayerWindow).dataLayer ?? []).map((entry) => entry.event)
      expect(events).toEqual(pushed ? [event] : [])
    },
  )
}
