// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import type React from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { EpaperSignupBlock } from '@/blocks/EpaperSignup/Component'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'
import type { EpaperIframeBlock as EpaperData } from '@/payload-types'

import { richText } from '../helpers/rich-text'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

/** Renders outside the document, so happy-dom does not try (and fail loudly) to load the frame. */
async function renderBlock(element: Promise<React.ReactNode>) {
  return render(await element, { container: document.createElement('div') })
}

const block = (overrides: Partial<EpaperData> = {}): EpaperData => ({
  blockType: 'epaper_iframe',
  main_block_cke: richText('Das Magazin erscheint viermal im Jahr.'),
  main_block_cke2: richText('Kostenlos und jederzeit abbestellbar.'),
  main_block_epaper_iframe_src: 'https://forms.example/epaper',
  main_block_epaper_iframe_frame_titel: 'Anmeldung zum E-Paper',
  main_block_epaper_iframe_hoehe: '600',
  main_block_epaper_iframe_anordnung: 'unten',
  main_block_hintergrundfarbe: '4',
  ...overrides,
})

// The visitor allowed external content ("other"), so the frame from forms.example loads after
// mount.
beforeEach(() => {
  localStorage.clear()
  useConsentStore.setState({
    ...initialConsentState,
    cookieSettings: { ...initialConsentState.cookieSettings, other: true },
  })
})

describe('e-paper sign-up (epaper_iframe) block', () => {
  it('shows both text columns and the sign-up frame below them', async () => {
    const view = await renderBlock(EpaperSignupBlock({ block: block(), locale: 'de', index: 0 }))
    const first = view.getByText('Das Magazin erscheint viermal im Jahr.')
    const second = view.getByText('Kostenlos und jederzeit abbestellbar.')
    const frame = await view.findByTitle('Anmeldung zum E-Paper')
    expect(view.container.querySelector('[data-layout="below"]')).toBeTruthy()
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(second.compareDocumentPosition(frame) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(frame.getAttribute('src')).toBe('https://forms.example/epaper')
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(
      view
        .getByRole('link', { name: 'Anmeldung zum E-Paper in neuem Tab öffnen' })
        .getAttribute('href'),
    ).toBe('https://forms.example/epaper')
  })

  it('puts the frame beside the texts when chosen', async () => {
    const view = await renderBlock(
      EpaperSignupBlock({
        block: block({ main_block_epaper_iframe_anordnung: 'rechts' }),
        locale: 'de',
        index: 0,
      }),
    )
    const layout = view.container.querySelector('[data-layout="beside"]')
    expect(layout?.className).toContain('lg:grid-cols-2')
    await view.findByTitle('Anmeldung zum E-Paper')
    expect(layout?.querySelector('iframe')).toBeTruthy()
  })

  it('asks before loading the sign-up form when the visitor has not allowed external content', async () => {
    useConsentStore.setState(initialConsentState)
    const view = await renderBlock(EpaperSignupBlock({ block: block(), locale: 'en', index: 0 }))
    expect(view.getByText('External content from forms.example')).toBeTruthy()
    expect(view.getByRole('button', { name: 'Load content' })).toBeTruthy()
    expect(view.container.querySelector('iframe')).toBeNull()
  })

  it('shows one text column alone when there is no second text', async () => {
    const view = await renderBlock(
      EpaperSignupBlock({ block: block({ main_block_cke2: null }), locale: 'de', index: 0 }),
    )
    expect(view.queryByText('Kostenlos und jederzeit abbestellbar.')).toBeNull()
    expect(view.getByText('Das Magazin erscheint viermal im Jahr.')).toBeTruthy()
  })
})
