// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import messages from '../../messages/de.json'
import {
  parseSeenNotices,
  serializeSeenNotices,
  shownWithinADay,
  withNoticeShown,
} from '@/features/activity/notices'
import { initialActivityState, useActivityStore } from '@/features/activity/store'
import { StaticCookieBanner } from '@/features/consent/components/StaticCookieBanner'
import {
  acceptNecessaryOnly,
  initialConsentState,
  useConsentStore,
} from '@/features/consent/useConsent'
import { isNoticeConfigured, isNoticeFreePath, pickNotice } from '@/features/visitor-modals/rules'
import { type VisitorNotice, VisitorModals } from '@/features/visitor-modals/VisitorModals.client'

let pathname = '/bausteine/'
vi.mock('next/navigation', () => ({
  usePathname: () => pathname,
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
}))

const NOW = Date.UTC(2026, 2, 10, 9, 0)
const DAY = 86_400_000

const base = {
  pathname: '/bausteine/',
  available: { jahresprogramm: true, magazin: true },
  showJahresprogrammModal: true,
  showMagazinModal: true,
  exitIntent: false,
  scrollDepth40: false,
  shownThisView: false,
  blocked: false,
}

describe('notice rules', () => {
  it('opens the annual programme on exit intent and the magazine at 40 %', () => {
    expect(pickNotice({ ...base, exitIntent: true })).toBe('jahresprogramm')
    expect(pickNotice({ ...base, scrollDepth40: true })).toBe('magazin')
    expect(pickNotice(base)).toBeNull()
  })

  it('opens at most one notice per page view and none over the consent banner', () => {
    expect(pickNotice({ ...base, scrollDepth40: true, shownThisView: true })).toBeNull()
    expect(pickNotice({ ...base, exitIntent: true, blocked: true })).toBeNull()
  })

  it('never opens a notice switched off or untitled in the site settings', () => {
    expect(isNoticeConfigured({ enabled: false, title: 'Jahresprogramm' })).toBe(false)
    expect(isNoticeConfigured({ enabled: true, title: '  ' })).toBe(false)
    expect(isNoticeConfigured({ enabled: null, title: 'Jahresprogramm' })).toBe(true)
    expect(
      pickNotice({
        ...base,
        exitIntent: true,
        available: { jahresprogramm: false, magazin: true },
      }),
    ).toBeNull()
  })

  it('never interrupts booking, cart, assistant or portal', () => {
    for (const path of [
      '/buchung/',
      '/en/booking/',
      '/warenkorb/',
      '/en/cart/',
      '/kundenportal/seminare/',
      '/en/kundenportal/',
    ]) {
      expect(isNoticeFreePath(path), path).toBe(true)
      expect(pickNotice({ ...base, pathname: path, exitIntent: true }), path).toBeNull()
    }
    expect(isNoticeFreePath('/warenkorbe-und-mehr/')).toBe(false)
    expect(isNoticeFreePath('/seminare/')).toBe(false)
  })

  it('keeps each notice away for its own day', () => {
    const seen = withNoticeShown({}, 'jahresprogramm', NOW - 20 * 3_600_000)
    const both = withNoticeShown(seen, 'magazin', NOW)
    const cookie = serializeSeenNotices(both)
    expect(cookie).toMatch(/^jahresprogramm-\d+\.magazin-\d+$/)
    expect(parseSeenNotices(cookie)).toEqual(both)
    expect(shownWithinADay(both, 'jahresprogramm', NOW + 5 * 3_600_000)).toBe(false)
    expect(shownWithinADay(both, 'magazin', NOW + 5 * 3_600_000)).toBe(true)
    expect(parseSeenNotices('nonsense.magazin-x.other-5')).toEqual({})
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

function scrollTo(scrollY: number) {
  Object.defineProperty(window, 'scrollY', { value: scrollY, configurable: true })
  act(() => void window.dispatchEvent(new Event('scroll')))
}

const exitAtTop = () =>
  act(
    () =>
      void document.dispatchEvent(new MouseEvent('mouseout', { clientY: 0, relatedTarget: null })),
  )
const seconds = (ms: number) => Math.floor(ms / 1000)

describe('visitor notices in the page', () => {
  beforeEach(() => {
    pathname = '/bausteine/'
    window.history.replaceState(null, '', '/bausteine/')
    document.cookie = 'userActivity=; path=/; max-age=0'
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
    scrollTo(0)
  })

  it('opens the magazine at 40 % scroll depth once and remembers it in the userActivity cookie', async () => {
    const user = userEvent.setup()
    render(<VisitorModals notices={NOTICES} labels={LABELS} />)
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
    render(<VisitorModals notices={NOTICES} labels={LABELS} />)
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

  it('is not held back by the hidden server-rendered copy of the banner, but by any other open dialog', async () => {
    const copy = document.createElement('div')
    copy.innerHTML = renderToStaticMarkup(
      <StaticCookieBanner privacyUrl="/datenschutzerklaerung/" texts={messages.consent.banner} />,
    )
    document.body.append(copy)
    const other = document.createElement('div')
    other.setAttribute('role', 'dialog')
    document.body.append(other)
    try {
      const first = render(<VisitorModals notices={NOTICES} labels={LABELS} />)
      exitAtTop()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('dialog', { name: 'Unser Jahresprogramm' })).toBeNull()
      first.unmount()

      other.remove()
      useActivityStore.setState(initialActivityState)
      render(<VisitorModals notices={NOTICES} labels={LABELS} />)
      exitAtTop()
      expect(await screen.findByRole('dialog', { name: 'Unser Jahresprogramm' })).toBeTruthy()
    } finally {
      copy.remove()
      other.remove()
    }
  })

  it('opens the annual programme on exit intent', async () => {
    render(<VisitorModals notices={NOTICES} labels={LABELS} />)
    exitAtTop()
    expect(
      (await screen.findByRole('dialog', { name: 'Unser Jahresprogramm' })).textContent,
    ).toContain('Ein Text.')
  })

  it('does not open a notice shown less than a day ago, but does once the day is over', async () => {
    document.cookie = `userActivity=magazin-${seconds(Date.now() - 2 * 3_600_000)}; path=/`
    const first = render(<VisitorModals notices={NOTICES} labels={LABELS} />)
    scrollTo(5000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    document.cookie = `userActivity=magazin-${seconds(Date.now() - DAY - 60_000)}; path=/`
    useActivityStore.setState(initialActivityState)
    scrollTo(0)
    render(<VisitorModals notices={NOTICES} labels={LABELS} />)
    scrollTo(5000)
    expect((await screen.findByRole('dialog', { name: 'Unser Magazin' })).textContent).toContain(
      'Ein Text.',
    )
  })

  it('shows nothing when the settings switched the notice off, or on the cart page', async () => {
    const first = render(
      <VisitorModals notices={{ jahresprogramm: NOTICES.jahresprogramm }} labels={LABELS} />,
    )
    scrollTo(5000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    pathname = '/warenkorb/'
    window.history.replaceState(null, '', '/warenkorb/')
    useActivityStore.setState(initialActivityState)
    render(<VisitorModals notices={NOTICES} labels={LABELS} />)
    exitAtTop()
    scrollTo(6000)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.cookie).not.toMatch(/userActivity=/)
  })
})
