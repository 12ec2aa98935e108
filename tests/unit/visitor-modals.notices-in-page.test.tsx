// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import messages from '../../messages/de.json'
import {
  parseSeenNotices,
  serializeSeenNotices,
  withNoticeShown,
} from '@/features/activity/notices'
import { initialActivityState, useActivityStore } from '@/features/activity/store'
import { CookieBanner } from '@/features/consent/components/CookieBanner'
import {
  acceptNecessaryOnly,
  initialConsentState,
  useConsentStore,
} from '@/features/consent/useConsent'
import { isNoticeConfigured } from '@/features/visitor-modals/rules'
import { type VisitorNotice, VisitorModals } from '@/features/visitor-modals/VisitorModals.client'

let pathname = '/bausteine/'
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}))

const NOW = Date.UTC(2026, 2, 10, 9, 0)
const DAY = 86_400_000
const seconds = (ms: number) => Math.floor(ms / 1000)

describe('the userActivity cookie', () => {
  it('keeps when each notice was shown, in seconds', () => {
    const seen = withNoticeShown({}, 'jahresprogramm', NOW - 20 * 3_600_000)
    const both = withNoticeShown(seen, 'magazin', NOW)
    const cookie = serializeSeenNotices(both)
    expect(cookie).toBe(`jahresprogramm-${seconds(NOW) - 72_000}.magazin-${seconds(NOW)}`)
    expect(parseSeenNotices(cookie)).toEqual(both)
    expect(parseSeenNotices('nonsense.magazin-x.other-5')).toEqual({})
  })

  it('never opens a notice switched off or untitled in the site settings', () => {
    expect(isNoticeConfigured({ enabled: false, title: 'Jahresprogramm' })).toBe(false)
    expect(isNoticeConfigured({ enabled: true, title: '  ' })).toBe(false)
    expect(isNoticeConfigured({ enabled: null, title: 'Jahresprogramm' })).toBe(true)
  })
})

const notice = (title: string): VisitorNotice => ({
  title,
  text: 'Ein Text.',
  href: '/blog/',
  linkText: 'Zum Magazin',
  image: null,
})
const NOTICES = { jahresprogramm: notice('Unser Jahresprogramm'), magazin: notice('Unser Magazin') }
const LABELS = { close: 'Hinweis schließen', dismiss: 'Nicht jetzt' }

/** A scroll the page makes itself (an in-page link, a script): no gesture before it. */
function scriptScrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true })
  act(() => void window.dispatchEvent(new Event('scroll')))
}

/** The visitor scrolls with the mouse wheel. */
function scrollTo(scrollY: number) {
  act(() => void window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 })))
  scriptScrollTo(scrollY)
}

const exitAtTop = () =>
  act(
    () =>
      void document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null })),
  )

describe('visitor notices in the page', () => {
  // The dialog is a chunk of its own; loaded once here so that no test waits for its first import.
  beforeAll(() => import('@/features/visitor-modals/NoticeDialog.client'))

  beforeEach(() => {
    pathname = '/bausteine/'
    window.history.replaceState(null, '', '/bausteine/')
    document.cookie = 'userActivity=; path=/; max-age=0'
    sessionStorage.clear()
    useActivityStore.setState(initialActivityState)
    useConsentStore.setState({
      ...initialConsentState,
      showCookieBanner: false,
      decidedAt: '2026-03-01T08:00:00.000Z',
    })
    Object.defineProperty(window, 'innerHeight', { value: 1000, configurable: true })
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 10_000,
      configurable: true,
    })
    scriptScrollTo(0)
  })

  it('opens the magazine at 40 % scroll depth once and remembers it in the userActivity cookie', async () => {
    const user = userEvent.setup()
    render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
    scrollTo(2000)
    expect(screen.queryByRole('dialog')).toBeNull()
    scrollTo(3100)
    const dialog = await screen.findByRole('dialog', { name: 'Unser Magazin' })
    expect(dialog.textContent).toContain('Ein Text.')
    expect(screen.getByRole('link', { name: 'Zum Magazin' }).getAttribute('href')).toMatch(
      /^\/blog\/?$/,
    )
    expect(document.cookie).toMatch(/userActivity=magazin-\d+/)
    expect(useActivityStore.getState().showMagazinModal).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Nicht jetzt' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The same view: leaving at the top opens nothing more.
    exitAtTop()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('waits for the consent choice: nothing opens over the cookie banner, the next exit intent after the choice opens the notice', async () => {
    useConsentStore.setState({ showCookieBanner: true })
    render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
    exitAtTop()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()

    // The visitor makes the consent choice ("Nur notwendige"): the banner closes.
    act(() => acceptNecessaryOnly())
    exitAtTop()
    expect(
      (await screen.findByRole('dialog', { name: 'Unser Jahresprogramm' })).textContent,
    ).toContain('Ein Text.')
  })

  it('is not held back by the closed banner dialog in the HTML (a visitor who chose), but by any other open dialog', async () => {
    const copy = document.createElement('div')
    copy.innerHTML = renderToStaticMarkup(
      <CookieBanner privacyUrl="/datenschutzerklaerung/" texts={messages.consent.banner} />,
    )
    document.body.append(copy)
    const other = document.createElement('div')
    other.setAttribute('role', 'dialog')
    document.body.append(other)
    try {
      const first = render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
      exitAtTop()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('dialog', { name: 'Unser Jahresprogramm' })).toBeNull()
      first.unmount()

      other.remove()
      useActivityStore.setState(initialActivityState)
      render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
      // Alike the test further down by shape only: each test checks its own notice.
      exitAtTop()
      expect(await screen.findByRole('dialog', { name: 'Unser Jahresprogramm' })).toBeTruthy()
    } finally {
      copy.remove()
      other.remove()
    }
  })

  it('opens the annual programme on exit intent', async () => {
    render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
    exitAtTop()
    expect(
      (await screen.findByRole('dialog', { name: 'Unser Jahresprogramm' })).textContent,
    ).toContain('Ein Text.')
  })

  it('does not open a notice shown less than a day ago, but does once the day is over', async () => {
    document.cookie = `userActivity=magazin-${seconds(Date.now() - 2 * 3_600_000)}; path=/`
    const first = render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
    scrollTo(5000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    document.cookie = `userActivity=magazin-${seconds(Date.now() - DAY - 60_000)}; path=/`
    useActivityStore.setState(initialActivityState)
    scriptScrollTo(0)
    render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
    scrollTo(5000)
    expect((await screen.findByRole('dialog', { name: 'Unser Magazin' })).textContent).toContain(
      'Ein Text.',
    )
  })

  it('shows nothing when the settings switched the notice off, or on the cart page', async () => {
    const first = render(
      <VisitorModals
        notices={{ jahresprogramm: NOTICES.jahresprogramm }}
        labels={LABELS}
        intervalDays={1}
      />,
    )
    scrollTo(5000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    pathname = '/warenkorb/'
    window.history.replaceState(null, '', '/warenkorb/')
    useActivityStore.setState(initialActivityState)
    render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
    exitAtTop()
    scrollTo(6000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.cookie).not.toMatch(/userActivity=/)
  })

  it('opens nothing on a scroll the page made itself, but on the visitor’s next own scroll', async () => {
    render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
    scriptScrollTo(5000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.cookie).not.toMatch(/userActivity=/)

    scrollTo(5200)
    expect(await screen.findByRole('dialog', { name: 'Unser Magazin' })).toBeTruthy()
  })

  it('keeps every notice closed while a field is in use and takes no keystroke from it', async () => {
    const user = userEvent.setup()
    const field = document.createElement('input')
    field.setAttribute('aria-label', 'E-Mail')
    document.body.append(field)
    try {
      render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
      field.focus()
      await user.keyboard('anna@example.org')
      exitAtTop()
      scrollTo(5000)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(field.value).toBe('anna@example.org')
      expect(document.activeElement).toBe(field)

      // Left, but the input is not sent: still nothing.
      field.blur()
      exitAtTop()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('dialog')).toBeNull()

      // Sent: the form empties its field, and the visitor's next exit opens the notice.
      field.value = ''
      exitAtTop()
      expect(await screen.findByRole('dialog', { name: 'Unser Jahresprogramm' })).toBeTruthy()
    } finally {
      field.remove()
    }
  })

  it('waits 10 seconds after a click on a book button, also after a page load', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
    const book = document.createElement('button')
    book.setAttribute('data-booking-action', '')
    book.textContent = 'Buchen'
    document.body.append(book)
    try {
      const first = render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
      act(() => book.click())
      book.blur()
      first.unmount()

      // The next page (a full load keeps the time in session storage) within the 10 s: nothing.
      render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={1} />)
      vi.setSystemTime(NOW + 9_500)
      exitAtTop()
      scrollTo(5000)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('dialog')).toBeNull()

      vi.setSystemTime(NOW + 10_000)
      exitAtTop()
      expect(await screen.findByRole('dialog', { name: 'Unser Jahresprogramm' })).toBeTruthy()
    } finally {
      book.remove()
      vi.useRealTimers()
    }
  })

  it('keeps a notice away for the days the site settings set', async () => {
    document.cookie = `userActivity=magazin-${seconds(Date.now() - 3 * DAY)}; path=/`
    const first = render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={7} />)
    scrollTo(5000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    useActivityStore.setState(initialActivityState)
    scriptScrollTo(0)
    render(<VisitorModals notices={NOTICES} labels={LABELS} intervalDays={2} />)
    scrollTo(5000)
    expect(await screen.findByRole('dialog', { name: 'Unser Magazin' })).toBeTruthy()
  })
})
