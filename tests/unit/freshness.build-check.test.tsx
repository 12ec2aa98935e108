// @vitest-environment happy-dom
import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { FreshnessWatcher } from '@/features/freshness/FreshnessWatcher.client'

const browser = vi.hoisted(() => ({ loadFully: vi.fn(), reloadPage: vi.fn() }))
vi.mock('@/features/freshness/browser', () => browser)

let pathname = '/seminare/'
vi.mock('next/navigation', () => ({ usePathname: () => pathname }))

/** The browser asks for the deployed build id once an hour (3,600,000 ms). */
const AN_HOUR_MS = 3_600_000

const answer = (buildId: string) =>
  Promise.resolve(new Response(JSON.stringify({ buildId }), { status: 200 }))
let fetchMock: ReturnType<typeof vi.fn>

/** Stands in for next/link: React's listener on the document turns a click into router.push. */
const routerPush = vi.fn((event: MouseEvent) => event.preventDefault())

/** A plain left click on a link, as the visitor makes it. */
function clickLink(href: string): MouseEvent {
  const link = document.createElement('a')
  link.href = href
  link.textContent = 'Weiter'
  document.body.append(link)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  link.dispatchEvent(event)
  link.remove()
  return event
}

/** Lets the hour pass and the answer of the check arrive. */
async function passAnHour() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AN_HOUR_MS)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  pathname = '/seminare/'
  window.history.replaceState(null, '', '/seminare/')
  browser.loadFully.mockReset()
  browser.reloadPage.mockReset()
  fetchMock = vi.fn(() => answer('build-a'))
  vi.stubGlobal('fetch', fetchMock)
  routerPush.mockClear()
  document.addEventListener('click', routerPush)
})
afterEach(() => {
  document.removeEventListener('click', routerPush)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('build check', () => {
  it('asks for the build id only after an hour, then every hour', async () => {
    render(<FreshnessWatcher buildId="build-a" />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AN_HOUR_MS - 1000)
    })
    expect(fetchMock).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/build-id/')
    await passAnHour()
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('makes the next link click a full page load once the deployed id changed', async () => {
    fetchMock.mockImplementation(() => answer('build-b'))
    render(<FreshnessWatcher buildId="build-a" />)
    clickLink('/kontakt/')
    expect(routerPush).toHaveBeenCalledTimes(1)
    expect(browser.loadFully).not.toHaveBeenCalled()

    await passAnHour()
    clickLink('/kontakt/')
    expect(routerPush).toHaveBeenCalledTimes(1)
    expect(browser.loadFully).toHaveBeenCalledWith(`${window.location.origin}/kontakt/`)
  })

  it('leaves external links, new tabs and jumps within the page to the browser', async () => {
    fetchMock.mockImplementation(() => answer('build-b'))
    render(<FreshnessWatcher buildId="build-a" />)
    await passAnHour()
    clickLink('https://example.org/')
    clickLink('#termine')
    const newTab = new MouseEvent('click', {
      bubbles: true,
      cancelable: true,
      button: 0,
      ctrlKey: true,
    })
    const link = Object.assign(document.createElement('a'), { href: '/blog/' })
    document.body.append(link)
    link.dispatchEvent(newTab)
    link.remove()
    expect(browser.loadFully).not.toHaveBeenCalled()
    expect(routerPush).toHaveBeenCalledTimes(3)
  })

  it('changes nothing while the id is the same or the check fails', async () => {
    render(<FreshnessWatcher buildId="build-a" />)
    await passAnHour()
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')))
    await passAnHour()
    fetchMock.mockImplementation(() => Promise.resolve(new Response('busy', { status: 503 })))
    await passAnHour()
    expect(fetchMock).toHaveBeenCalledTimes(3)
    clickLink('/kontakt/')
    expect(routerPush).toHaveBeenCalledTimes(1)
    expect(browser.loadFully).not.toHaveBeenCalled()
  })

  it('reloads after a navigation it could not intercept (back button, router.push) once stale', async () => {
    fetchMock.mockImplementation(() => answer('build-b'))
    const view = render(<FreshnessWatcher buildId="build-a" />)
    pathname = '/blog/'
    view.rerender(<FreshnessWatcher buildId="build-a" />)
    expect(browser.reloadPage).not.toHaveBeenCalled()

    await passAnHour()
    pathname = '/kontakt/'
    view.rerender(<FreshnessWatcher buildId="build-a" />)
    expect(browser.reloadPage).toHaveBeenCalledTimes(1)
  })
})
