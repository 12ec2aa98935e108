// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { PreviewBar } from '@/features/preview/PreviewBar'
import { RefreshOnSave } from '@/features/preview/RefreshOnSave.client'

const refresh = vi.fn()
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }))

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

afterEach(() => {
  refresh.mockClear()
  vi.restoreAllMocks()
})

describe('preview bar', () => {
  it('says that unpublished changes show and links to the end of the preview, in a labelled region', async () => {
    render(await PreviewBar({ locale: 'de' }))
    const region = screen.getByRole('region', { name: 'Vorschau' })
    expect(region.textContent).toBe(
      'Vorschau: Sie sehen auch unveröffentlichte Änderungen – Vorschau beenden',
    )
    const link = screen.getByRole('link', { name: 'Vorschau beenden' })
    expect(link.getAttribute('href')).toBe('/api/preview/?disable=1')
    expect(region.contains(link)).toBe(true)
    // Light text and link colour on the dark section colour (contrast well above 4.5:1).
    expect(region.className).toContain('bg-section-dark')
    expect(link.className).toContain('text-link-on-dark')
  })

  it('speaks English on English pages', async () => {
    render(await PreviewBar({ locale: 'en' }))
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain(
      'Preview: you are also seeing unpublished changes',
    )
    expect(screen.getByRole('link', { name: 'End preview' })).toBeTruthy()
  })
})

describe('refresh on save', () => {
  it('does nothing in a tab of its own', () => {
    const post = vi.spyOn(window, 'postMessage')
    render(<RefreshOnSave />)
    expect(post).not.toHaveBeenCalled()
    expect(refresh).not.toHaveBeenCalled()
  })

  it("in the admin's frame: reports ready to the admin and renders the page again on each save", () => {
    const parent = { postMessage: vi.fn() }
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
    render(<RefreshOnSave />)
    expect(parent.postMessage).toHaveBeenCalledWith(
      { type: 'payload-live-preview', ready: true },
      window.location.origin,
    )
    expect(refresh).not.toHaveBeenCalled()
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'payload-document-event' },
          origin: window.location.origin,
        }),
      )
    })
    expect(refresh).toHaveBeenCalledTimes(1)
    // Other messages, and any from elsewhere, are ignored.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'payload-live-preview', data: {} },
          origin: window.location.origin,
        }),
      )
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'payload-document-event' },
          origin: 'https://evil.example',
        }),
      )
    })
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})
