// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { MailedLinkAccess } from '@/features/whitepapers/components/MailedLinkAccess.client'
import { initialWhitepaperState, useWhitepaperStore } from '@/features/whitepapers/store'

import { renderInLocale } from '../helpers/render-in-locale'

vi.mock('next/navigation', () => ({ usePathname: () => '/en/whitepaper-dl/3/' }))

const CODE = 'TWFpbGVkTGlua0NvZGUxMj'
const TITLE = 'Preparing difficult conversations'

beforeEach(() => {
  localStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(new Blob(['%PDF-1.4']), { status: 200 })),
  )
  URL.createObjectURL = vi.fn(() => 'blob:mailed')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  useWhitepaperStore.setState(initialWhitepaperState)
  window.history.replaceState(null, '', '/')
})

function renderPage(url: string) {
  window.history.replaceState(null, '', url)
  renderInLocale(<MailedLinkAccess id={3} title={TITLE} locale="en" />, 'en')
}

describe('the mailed link’s page', () => {
  it('stores the code from the fragment, removes it from the address bar and offers the download', async () => {
    const user = userEvent.setup()
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    renderPage(`/en/whitepaper-dl/3/#code=${CODE}`)
    expect(
      await screen.findByRole('heading', { name: 'The download is now unlocked' }),
    ).toBeTruthy()
    expect(window.location.hash).toBe('')
    expect(window.location.pathname).toBe('/en/whitepaper-dl/3/')
    expect(JSON.parse(localStorage.getItem('whitepaper') ?? '{}').state.codes).toEqual({ 3: CODE })
    expect(screen.queryByRole('button', { name: 'Request the whitepaper' })).toBeNull()
    await user.click(screen.getByRole('button', { name: /Download PDF/ }))
    await waitFor(() => expect(saved).toEqual([`${TITLE}.pdf`]))
  })

  it('shows the request form when the link carries no code', async () => {
    renderPage('/en/whitepaper-dl/3/')
    expect(await screen.findByRole('button', { name: 'Request the whitepaper' })).toBeTruthy()
    expect(screen.getByText('* Required field')).toBeTruthy()
    expect(screen.queryByText('The download is now unlocked')).toBeNull()
  })

  it('says so when the link’s code is mangled, and offers the form', async () => {
    renderPage('/en/whitepaper-dl/3/#code=abc')
    expect(await screen.findByText(/The link in your email is incomplete/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Request the whitepaper' })).toBeTruthy()
    expect(window.location.hash).toBe('')
    expect(useWhitepaperStore.getState().codes).toEqual({})
  })

  it('shows "Download failed." in English when the code is no longer valid', async () => {
    const user = userEvent.setup()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 200 })),
    )
    renderPage(`/en/whitepaper-dl/3/#code=${CODE}`)
    await user.click(await screen.findByRole('button', { name: /Download PDF/ }))
    expect(await screen.findByText('Download failed.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Request the whitepaper' })).toBeTruthy()
  })
})
