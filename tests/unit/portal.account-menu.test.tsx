// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { AccountMenu } from '@/features/portal/components/AccountMenu.client'
import { AccountMenuGate } from '@/features/portal/components/AccountMenuGate.client'
import { hasSignedInHint, signedInHintCookie } from '@/features/portal/signed-in-hint'

const labels = {
  signedInAs: 'Angemeldet als {name}',
  portal: 'Mein Kundenportal',
  logout: 'Abmelden',
}

function answerMe(body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

async function renderMenu() {
  await act(async () => {
    render(<AccountMenu portalHref="/kundenportal/" homeHref="/" labels={labels} />)
  })
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.cookie = 'portal_signed_in=; Path=/; Max-Age=0'
})

describe('the signed-in hint cookie', () => {
  it('ends with the session, is as secure as it, and is recognised among other cookies', () => {
    const exp = Date.UTC(2027, 0, 5, 12) / 1000
    expect(signedInHintCookie(exp, false)).toBe(
      'portal_signed_in=1; Path=/; SameSite=Lax; Expires=Tue, 05 Jan 2027 12:00:00 GMT',
    )
    expect(signedInHintCookie(exp, true)).toMatch(/; Secure$/)
    expect(hasSignedInHint('a=b; portal_signed_in=1; c=d')).toBe(true)
    expect(hasSignedInHint('portal_signed_in=; x=1')).toBe(false)
  })
})

describe('the header account menu', () => {
  it('asks nothing and shows nothing without the hint (anonymous visitors)', async () => {
    const fetchMock = answerMe({ user: null })
    await renderMenu()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('names the logged-in customer and opens a menu to the portal and to log out', async () => {
    document.cookie = 'portal_signed_in=1; Path=/'
    const fetchMock = answerMe({
      collection: 'customers',
      user: { vorname: 'Anna', nachname: 'Beispiel' },
    })
    await renderMenu()
    expect(fetchMock).toHaveBeenCalledWith('/api/customers/me/', expect.anything())
    const button = screen.getByRole('button', { name: 'Angemeldet als Anna Beispiel' })
    expect(button.textContent).toBe('Anna')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('link', { name: 'Mein Kundenportal' }).getAttribute('href')).toBe(
      '/kundenportal/',
    )
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy()
    // Escape closes it and gives the focus back to the button.
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('drops a hint that outlived its session and shows nothing', async () => {
    document.cookie = 'portal_signed_in=1; Path=/'
    answerMe({ user: null })
    await renderMenu()
    expect(screen.queryByRole('button')).toBeNull()
    expect(hasSignedInHint(document.cookie)).toBe(false)
  })
})

describe('the header account menu gate', () => {
  it('renders nothing without the hint, and the menu with it', async () => {
    const fetchMock = answerMe({
      collection: 'customers',
      user: { vorname: 'Ben', nachname: 'Bau' },
    })
    const props = { portalHref: '/kundenportal/', homeHref: '/', labels }
    const { unmount } = render(<AccountMenuGate {...props} />)
    expect(screen.queryByRole('button')).toBeNull()
    unmount()
    document.cookie = 'portal_signed_in=1; Path=/'
    render(<AccountMenuGate {...props} />)
    expect(await screen.findByRole('button', { name: 'Angemeldet als Ben Bau' })).toBeTruthy()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
