// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { CertificationsBlock } from '@/blocks/Certifications/Component'
import type { Media, ZertifizierungenBlock as ZertifizierungenData } from '@/payload-types'

import { richText } from '../helpers/rich-text'

// Alike blocks.stoerer.test.tsx by shape only: each block's test renders its own block.
vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const logo: Media = {
  id: 7,
  alt: 'Siegel Qualitätsmanagement',
  url: '/api/media/file/seal.png',
  width: 1600,
  height: 1000,
  mimeType: 'image/png',
  updatedAt: '',
  createdAt: '',
  sizes: {
    w480: { url: '/api/media/file/seal-480x300.png', width: 480, height: 300 },
    w500: { url: '/api/media/file/seal-500x313.png', width: 500, height: 313 },
    w800: { url: '/api/media/file/seal-800x500.png', width: 800, height: 500 },
    w1200: { url: '/api/media/file/seal-1200x750.png', width: 1200, height: 750 },
  },
}

const block: ZertifizierungenData = {
  blockType: 'zertifizierungen',
  main_block_zertifizierungen_titel: 'Geprüfte Qualität',
  main_block_zertifizierungen_text: richText('Unabhängige Stellen prüfen uns regelmäßig.'),
  main_block_zertifizierungen: [
    { id: 'a', main_block_zertifizierung_titel: 'ISO 9001', main_block_zertifizierung_bild: logo },
    { id: 'b', main_block_zertifizierung_titel: 'AZAV', main_block_zertifizierung_bild: 8 },
  ],
  main_block_hintergrundfarbe: '2',
}

describe('certifications (zertifizierungen) block', () => {
  it('shows heading, text and one captioned image per certification', async () => {
    render(await CertificationsBlock({ block, locale: 'de', index: 1 }))
    expect(screen.getByRole('region', { name: 'Geprüfte Qualität' })).toBeTruthy()
    expect(screen.getByText('Unabhängige Stellen prüfen uns regelmäßig.')).toBeTruthy()
    const figures = screen.getAllByRole('figure')
    expect(figures.map((f) => f.querySelector('figcaption')?.textContent)).toEqual([
      'ISO 9001',
      'AZAV',
    ])
  })

  it('offers the image in 500, 800 and 1200 px widths, lazily', async () => {
    render(await CertificationsBlock({ block, locale: 'de', index: 1 }))
    const img = screen.getByRole('img', { name: 'Siegel Qualitätsmanagement' })
    const srcset = img.getAttribute('srcset') ?? ''
    for (const width of ['500w', '800w', '1200w']) expect(srcset).toContain(width)
    expect(img.getAttribute('loading')).toBe('lazy')
  })

  it('says so when an image is not available', async () => {
    render(await CertificationsBlock({ block, locale: 'de', index: 1 }))
    expect(screen.getByText('Kein Bild gespeichert.')).toBeTruthy()
  })
})
