// @vitest-environment happy-dom
import { render, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Field, TextField } from 'payload'
import type React from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { IframeBlock } from '@/blocks/Iframe/Component'
import { IframeBlock as iframeConfig } from '@/blocks/Iframe/config'
import { initialConsentState, useConsentStore } from '@/features/consent/useConsent'
import { isEmbeddableUrl } from '@/fields/embedUrl'
import type { IframeBlock as IframeData } from '@/payload-types'

import { richText } from '../helpers/rich-text'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const block = (overrides: Partial<IframeData> = {}): IframeData => ({
  blockType: 'iframe',
  main_block_iframe_titel: 'Seminarplaner',
  main_block_iframe_intro: richText('Planen Sie Ihr Jahr.'),
  main_block_iframe_src: 'https://planer.example/embed',
  main_block_iframe_frame_titel: 'Interaktiver Seminarplaner',
  main_block_iframe_hoehe: '800',
  main_block_iframe_fallback: 'den Seminarplaner',
  main_block_hintergrundfarbe: '1',
  ...overrides,
})

/**
 * Renders into a container outside the document: happy-dom would otherwise try to load each
 * frame and report on the console that it does not load frames.
 */
async function renderBlock(element: Promise<React.ReactNode>) {
  return render(await element, { container: document.createElement('div') })
}

/** Every field of a config, with rows flattened. */
function flatFields(fields: Field[]): Field[] {
  return fields.flatMap((f) => (f.type === 'row' ? flatFields(f.fields) : [f]))
}

beforeEach(() => {
  localStorage.clear()
  useConsentStore.setState(initialConsentState)
})

describe('iframe block', () => {
  it('asks before loading a page from another host, then embeds it lazily and sandboxed, with the accessible frame title and chosen height', async () => {
    const view = await renderBlock(IframeBlock({ block: block(), locale: 'de', index: 2 }))
    const gate = view.getByRole('group')
    expect(within(gate).getByText('Externer Inhalt von planer.example')).toBeTruthy()
    expect(gate.className).toContain('min-h-[800px]')
    expect(view.container.querySelector('iframe')).toBeNull()
    await userEvent.setup().click(within(gate).getByRole('button', { name: 'Inhalt laden' }))
    // Detached from the document, the accessible name is not computed; check the reference instead.
    const heading = view.getByRole('heading', { level: 2, name: 'Seminarplaner' })
    expect(view.container.querySelector('section')?.getAttribute('aria-labelledby')).toBe(
      heading.id,
    )
    expect(view.getByText('Planen Sie Ihr Jahr.')).toBeTruthy()
    const frame = view.getByTitle('Interaktiver Seminarplaner')
    expect(frame.tagName).toBe('IFRAME')
    expect(frame.getAttribute('src')).toBe('https://planer.example/embed')
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ])
    expect(frame.className).toContain('h-[800px]')
  })

  // Alike the other iframe tests by shape only: each renders its own block.
  it('loads a page of this site at once: nothing goes to a third party', async () => {
    const view = await renderBlock(
      IframeBlock({
        block: block({ main_block_iframe_src: '/embeds/anfahrt-hafen.de.html' }),
        locale: 'de',
        index: 2,
      }),
    )
    expect(view.queryByRole('button', { name: 'Inhalt laden' })).toBeNull()
    const frame = view.getByTitle('Interaktiver Seminarplaner')
    expect(frame.getAttribute('src')).toBe('/embeds/anfahrt-hafen.de.html')
    // Our own page runs without its origin: scripts plus that origin could lift the sandbox.
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin')
    expect(frame.getAttribute('sandbox')?.split(' ')).toContain('allow-scripts')
  })

  it('links to the same address below the frame (or its consent notice) with the fallback text', async () => {
    const view = await renderBlock(IframeBlock({ block: block(), locale: 'de', index: 2 }))
    expect(view.getByText(/Falls der Inhalt nicht angezeigt wird:/)).toBeTruthy()
    const link = view.getByRole('link', { name: 'den Seminarplaner in neuem Tab öffnen' })
    expect(view.container.querySelector('iframe')).toBeNull()
    expect(link.getAttribute('href')).toBe('https://planer.example/embed')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  it('falls back to the frame title as the link label, in English too', async () => {
    const view = await renderBlock(
      IframeBlock({ block: block({ main_block_iframe_fallback: null }), locale: 'en', index: 2 }),
    )
    expect(
      view.getByRole('link', { name: 'open Interaktiver Seminarplaner in a new tab' }),
    ).toBeTruthy()
  })

  it('renders no frame and no link for an address that is not https', async () => {
    const view = await renderBlock(
      IframeBlock({
        block: block({ main_block_iframe_src: 'http://planer.example/' }),
        locale: 'de',
        index: 2,
      }),
    )
    expect(view.container.querySelector('iframe')).toBeNull()
    expect(view.queryByRole('link')).toBeNull()
  })

  it('accepts only https addresses in the editor, and requires one', () => {
    // The host must be a frame source the site's policy allows
    // (tests/unit/blocks.iframe.frame-sources.test.ts).
    vi.stubEnv('CSP_EXTRA_SOURCES', 'frame-src https://forms.example')
    const field = flatFields(iframeConfig.fields).find(
      (f) => 'name' in f && f.name === 'main_block_iframe_src',
    ) as TextField
    const validate = field.validate as unknown as (value: unknown, options: object) => true | string
    const options = { required: field.required, maxLength: field.maxLength }
    expect(validate('https://forms.example/newsletter?id=4', options)).toBe(true)
    expect(validate('http://forms.example/', options)).toMatch(/https/)
    expect(validate('javascript:alert(1)', options)).toMatch(/https/)
    expect(validate('//forms.example/', options)).toMatch(/https/)
    expect(validate('https://user:pw@forms.example/', options)).toMatch(/https/)
    expect(validate('', options)).toMatch(/Adresse/)
    expect(validate(`https://forms.example/${'a'.repeat(1000)}`, options)).toMatch(/1000/)
    expect(isEmbeddableUrl(' https://forms.example/ ')).toBe(true)
    expect(isEmbeddableUrl('https://forms.example/a b')).toBe(false)
    // Pages of this site may be framed too, but never a protocol-relative address.
    expect(validate('/embeds/anfahrt.html', options)).toBe(true)
    expect(isEmbeddableUrl('//evil.example/x')).toBe(false)
    vi.unstubAllEnvs()
  })
})
