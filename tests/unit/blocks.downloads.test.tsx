// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { DownloadsBlock } from '@/blocks/Downloads/Component'
import { fileInfo, fileTypeLabel, formatFileSize } from '@/blocks/Downloads/fileInfo'
import type { DownloadsBlock as DownloadsData, Media } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const pdf: Media = {
  id: 11,
  alt: 'Jahresprogramm',
  url: '/api/media/file/jahresprogramm-2026.pdf',
  filename: 'jahresprogramm-2026.pdf',
  mimeType: 'application/pdf',
  filesize: 1_234_567,
  updatedAt: '',
  createdAt: '',
}

const cover: Media = {
  id: 12,
  alt: 'Titelseite des Jahresprogramms',
  url: '/api/media/file/cover.jpg',
  filename: 'cover.jpg',
  mimeType: 'image/jpeg',
  filesize: 200_000,
  width: 1600,
  height: 1000,
  updatedAt: '',
  createdAt: '',
  sizes: { w800: { url: '/api/media/file/cover-800x500.jpg', width: 800, height: 500 } },
}

const block = (downloads: DownloadsData['downloads']): DownloadsData => ({
  blockType: 'downloads',
  main_block_download_titel: 'Broschüren',
  main_block_download_untertitel: 'Zum Mitnehmen und Weitergeben',
  downloads,
  main_block_hintergrundfarbe: '1',
})

describe('file type and size', () => {
  it('formats sizes for German and English readers', () => {
    expect(formatFileSize(1_234_567, 'de')).toBe('1,2\u00a0MB')
    expect(formatFileSize(1_234_567, 'en')).toBe('1.2\u00a0MB')
    expect(formatFileSize(850_400, 'de')).toBe('850\u00a0kB')
    expect(formatFileSize(999_800, 'de')).toBe('1\u00a0MB')
    expect(formatFileSize(512, 'en')).toBe('512\u00a0B')
    expect(formatFileSize(12_500_000, 'de')).toBe('12,5\u00a0MB')
  })

  it('names the file type from the MIME type or the file name', () => {
    expect(fileTypeLabel('application/pdf', 'x.pdf')).toBe('PDF')
    expect(fileTypeLabel('image/jpeg', null)).toBe('JPG')
    expect(fileTypeLabel('application/octet-stream', 'slides.pptx')).toBe('PPTX')
    expect(fileInfo(pdf, 'de')).toBe('PDF, 1,2\u00a0MB')
    expect(fileInfo({ mimeType: null, filename: null, filesize: null }, 'de')).toBeNull()
  })
})

describe('downloads block', () => {
  // Testing Library folds the non-breaking space between number and unit into a plain space.
  it('shows a card per file with type and size and a download link to the file', async () => {
    render(
      await DownloadsBlock({
        block: block([
          {
            id: 'a',
            download_titel: 'Jahresprogramm 2026',
            download_datei: pdf,
            download_thumbnail: cover,
          },
        ]),
        locale: 'de',
        index: 0,
      }),
    )
    const section = screen.getByRole('region', { name: 'Broschüren' })
    expect(within(section).getByText('Zum Mitnehmen und Weitergeben')).toBeTruthy()
    const card = within(section).getByRole('listitem')
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe('Jahresprogramm 2026')
    expect(within(card).getByText('PDF, 1,2 MB')).toBeTruthy()
    const link = within(card).getByRole('link', { name: /^Herunterladen/ })
    expect(link.getAttribute('href')).toBe('/api/media/file/jahresprogramm-2026.pdf')
    expect(link.getAttribute('download')).toBe('jahresprogramm-2026.pdf')
    expect(link.textContent).toMatch(/Jahresprogramm 2026 \(PDF, 1,2\sMB\)/)
    expect(within(card).getByRole('img', { name: 'Titelseite des Jahresprogramms' })).toBeTruthy()
    expect(within(card).queryByRole('link', { name: /Online blättern/ })).toBeNull()
  })

  it('adds the e-paper link, opening in a new tab, when there is one', async () => {
    render(
      await DownloadsBlock({
        block: block([
          {
            id: 'a',
            download_titel: 'Magazin',
            download_datei: pdf,
            download_epaper: 'https://epaper.example/magazin',
          },
        ]),
        locale: 'en',
        index: 0,
      }),
    )
    const link = screen.getByRole('link', { name: /^Read online/ })
    expect(link.getAttribute('href')).toBe('https://epaper.example/magazin')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.textContent).toContain('opens in a new tab')
    expect(screen.getByText('PDF, 1.2 MB')).toBeTruthy()
  })

  it('uses an image file as its own preview and offers no download for a file that is not loaded', async () => {
    render(
      await DownloadsBlock({
        block: block([
          { id: 'a', download_titel: 'Plakat', download_datei: cover },
          { id: 'b', download_titel: 'Fehlt', download_datei: 99 },
        ]),
        locale: 'de',
        index: 0,
      }),
    )
    const [poster, missing] = screen.getAllByRole('listitem')
    expect(within(poster).getByRole('img', { name: 'Titelseite des Jahresprogramms' })).toBeTruthy()
    expect(within(poster).getByText('JPG, 200 kB')).toBeTruthy()
    expect(within(missing).queryByRole('link')).toBeNull()
  })
})
