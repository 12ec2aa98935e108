import { mediaUrl } from '@/components/ui/CmsImage'
import type { Media } from '@/payload-types'

import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_SIZE } from './constants'
import { absoluteFileUrl } from './urls'

/** An image for link previews: an absolute URL, with its size when known. */
export type ShareImage = { url: string; width?: number; height?: number; alt?: string }

/**
 * The share image of an uploaded image: its 1200-wide size when one was generated (previews need
 * no more, and the original can be large), else the original; null for anything that is no image.
 */
export function shareImageOf(media: Media | number | null | undefined): ShareImage | null {
  if (!media || typeof media !== 'object') return null
  // A PDF in the media library is no preview image.
  if (media.mimeType && !media.mimeType.startsWith('image/')) return null
  const sized = media.sizes?.[SHARE_IMAGE_SIZE]
  const source = sized?.url ? sized : media
  const url = mediaUrl(source.url)
  if (!url) return null
  return {
    url: absoluteFileUrl(url),
    width: source.width ?? undefined,
    height: source.height ?? undefined,
    alt: media.alt || undefined,
  }
}

/** The site's own share image, for pages without an image of their own. */
export function defaultShareImage(alt?: string): ShareImage {
  return {
    url: absoluteFileUrl(DEFAULT_SHARE_IMAGE.path),
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
    alt,
  }
}
