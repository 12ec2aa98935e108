import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { CmsImage } from '@/components/ui/CmsImage'
import type { Media } from '@/payload-types'

const image = {
  id: 1,
  alt: 'Seminarraum',
  url: '/api/media/file/room.jpg',
  width: 1600,
  height: 1000,
  sizes: {
    w480: { url: '/api/media/file/room-480x300.webp', width: 480, height: 300 },
    w800: { url: '/api/media/file/room-800x500.webp', width: 800, height: 500 },
    w1200: { url: '/api/media/file/room-1200x750.jpg', width: 1200, height: 750 },
  },
} as unknown as Media

/** The image preloads in the head of a whole document (React hoists resources only into one). */
const page = (body: React.ReactNode) => {
  const html = renderToString(
    <html lang="de">
      <head />
      <body>{body}</body>
    </html>,
  )
  const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
  return { preloads: head.match(/<link rel="preload"[^>]*as="image"[^>]*>/g) ?? [] }
}

// CmsImage marks the first large image eager with fetchpriority=high; React then preloads it from
// the head, where the browser finds it before the scripts instead of after them.
describe('the first large image of a page', () => {
  it('is preloaded from the head with the srcset and sizes of its <img>, so the browser fetches the same file early', () => {
    const { preloads } = page(
      <CmsImage image={image} sizes="(min-width: 1024px) 416px, 100vw" priority noImageText="" />,
    )
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('fetchPriority="high"')
    expect(preloads[0]).toContain(
      'imageSrcSet="/api/media/file/room-480x300.webp 480w, /api/media/file/room-800x500.webp 800w, /api/media/file/room-1200x750.jpg 1200w"',
    )
    expect(preloads[0]).toContain('imageSizes="(min-width: 1024px) 416px, 100vw"')
  })

  it('is preloaded by its address when it has no generated sizes', () => {
    const { preloads } = page(
      <CmsImage image={{ ...image, sizes: {} }} sizes="100vw" priority noImageText="" />,
    )
    expect(preloads).toEqual([expect.stringContaining('href="/api/media/file/room.jpg"')])
  })

  it('is the only one: lazily loaded images and missing images add no preload', () => {
    const { preloads } = page(
      <>
        <CmsImage image={image} sizes="100vw" priority noImageText="" />
        <CmsImage image={image} sizes="50vw" noImageText="" />
        <CmsImage image={null} sizes="50vw" priority noImageText="Kein Bild gespeichert." />
      </>,
    )
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('imageSizes="100vw"')
  })
})
