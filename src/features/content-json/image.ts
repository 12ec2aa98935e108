import { mediaUrl } from '@/components/ui/CmsImage'
import type { Media } from '@/payload-types'

/** The widths a content JSON image names in `variations` (docs/behaviour/entities.md#location). */
export const JSON_IMAGE_WIDTHS = [500, 800, 1200] as const

type Variation = `${(typeof JSON_IMAGE_WIDTHS)[number]}`

/** An image as the content JSON gives it: its address, its text and one address per width. */
export type ImageJson = {
  id: number
  url: string
  alt: string
  width: number | null
  height: number | null
  variations: Record<Variation, string>
}

function populated(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

/**
 * An uploaded image with `url` and its 500/800/1200 `variations`; a width Payload did not
 * generate (the upload was narrower) names the original. Null when there is no image.
 */
export function imageJson(value: number | Media | null | undefined): ImageJson | null {
  const media = populated(value)
  const url = mediaUrl(media?.url)
  if (!media || !url) return null
  const variation = (width: number) => mediaUrl(media.sizes?.[`w${width}` as 'w500']?.url) ?? url
  return {
    id: media.id,
    url,
    alt: media.alt ?? '',
    width: media.width ?? null,
    height: media.height ?? null,
    variations: {
      '500': variation(500),
      '800': variation(800),
      '1200': variation(1200),
    },
  }
}

/** The address of an uploaded file (a PDF, for example); null when there is none. */
export function fileUrl(value: number | Media | null | undefined): string | null {
  return mediaUrl(populated(value)?.url)
}
