// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import type { SelectField } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { PromoBlock } from '@/blocks/Promo/Component'
import { PromoBlock as stoererConfig } from '@/blocks/Promo/config'
import type { Media, StoererBlock as StoererData } from '@/payload-types'

import { richText } from '../helpers/rich-text'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const image: Media = {
  id: 1,
  alt: 'Seminarraum',
  url: '/api/media/file/room.jpg',
  width: 1600,
  height: 1000,
  mimeType: 'image/jpeg',
  updatedAt: '',
  createdAt: '',
  sizes: {
    w500: { url: '/api/media/file/room-500x313.jpg', width: 500, height: 313 },
    w800: { url: '/api/media/file/room-800x500.jpg', width: 800, height: 500 },
    w1200: { url: '/api/media/file/room-1200x750.jpg', width: 1200, height: 750 },
  },
}

const block = (overrides: Partial<StoererData> = {}): StoererData => ({
  blockType: 'stoerer',
  main_block_stoerer_typ: '2',
  main_block_stoerer_titel: 'Jahresprogramm 2026',
  main_block_stoerer_text: richText('Alle offenen Seminare auf einen Blick.'),
  main_block_stoerer_link: '/seminare/',
  main_block_stoerer_link_text: 'Zum Programm',
  main_block_stoerer_bild: image,
  main_block_hintergrundfarbe: '1',
  ...overrides,
})

describe('promo (stoerer) block', () => {
  it('type 1 is a full-width banner: text and button on a dark gradient over the image', async () => {
    const { container } = render(
      await PromoBlock({ block: block({ main_block_stoerer_typ: '1' }), locale: 'de', index: 0 }),
    )
    const section = screen.getByRole('region', { name: 'Jahresprogramm 2026' })
    expect(section.className).toContain('bg-section-dark')
    expect(section.className).toContain('on-dark')
    expect(screen.getByTestId('stoerer-overlay').className).toMatch(/from-section-dark/)
    const img = container.querySelector('img')!
    expect(img.className).toContain('absolute')
    expect(img.getAttribute('srcset')).toContain('1200w')
    // next/link drops the trailing slash outside the app, where trailingSlash is not configured.
    expect(screen.getByRole('link', { name: 'Zum Programm' }).getAttribute('href')).toMatch(
      /^\/seminare\/?$/,
    )
    expect(screen.queryByTestId('stoerer-text')).toBeNull()
  })

  it('type 2 puts the text first and the image beside it, 58 % to 42 % by default', async () => {
    render(
      await PromoBlock({ block: block({ main_block_stoerer_typ: '2' }), locale: 'de', index: 1 }),
    )
    const text = screen.getByTestId('stoerer-text')
    const image = screen.getByTestId('stoerer-image')
    expect(text.className).toContain('lg:basis-[58.333%]')
    expect(image.className).toContain('flex-1')
    const row = text.parentElement!
    expect(row.className).toContain('lg:flex-row')
    expect(row.className).not.toContain('lg:flex-row-reverse')
    expect(text.compareDocumentPosition(image) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('type 3 mirrors the layout: the image on the left', async () => {
    render(
      await PromoBlock({ block: block({ main_block_stoerer_typ: '3' }), locale: 'de', index: 1 }),
    )
    expect(screen.getByTestId('stoerer-text').parentElement!.className).toContain(
      'lg:flex-row-reverse',
    )
  })

  it('honours a chosen column width', async () => {
    render(
      await PromoBlock({
        block: block({ main_block_spalten_breite: '50' }),
        locale: 'de',
        index: 1,
      }),
    )
    expect(screen.getByTestId('stoerer-text').className).toContain('lg:basis-[50%]')
  })

  it('labels a link without text with a generic label and drops unsafe links', async () => {
    const { unmount } = render(
      await PromoBlock({
        block: block({ main_block_stoerer_link_text: null }),
        locale: 'en',
        index: 1,
      }),
    )
    expect(screen.getByRole('link', { name: 'Learn more' })).toBeTruthy()
    unmount()
    render(
      await PromoBlock({
        block: block({ main_block_stoerer_link: 'javascript:alert(1)' }),
        locale: 'de',
        index: 1,
      }),
    )
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('shows the no-image message beside the text when no image is stored', async () => {
    render(
      await PromoBlock({
        block: block({ main_block_stoerer_bild: null }),
        locale: 'de',
        index: 1,
      }),
    )
    expect(screen.getByText('Kein Bild gespeichert.')).toBeTruthy()
  })

  it('defaults editors to type 1 and a 58 % text column', () => {
    const fields = stoererConfig.fields as SelectField[]
    expect(fields.find((f) => f.name === 'main_block_stoerer_typ')?.defaultValue).toBe('1')
    expect(fields.find((f) => f.name === 'main_block_spalten_breite')?.defaultValue).toBe('58')
  })
})
