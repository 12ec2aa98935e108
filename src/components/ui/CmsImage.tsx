import { env } from '@/lib/env'
import type { Media } from '@/payload-types'

type Props = {
  image: Media | number | string | null | undefined
  /** The CSS sizes attribute: how wide the image is shown at each breakpoint. */
  sizes: string
  className?: string
  /** The first large image of a page loads eagerly; everything else lazily. */
  priority?: boolean
  noImageText: string
}

/**
 * The public URL of a stored file: Payload's URL made site-relative (it prefixes its serverURL
 * and, with trailingSlash on, a slash that file paths must not have), then prefixed with
 * IMAGE_BASE_URL when one is configured (a CDN, say).
 */
export function mediaUrl(url: string | null | undefined): string | null {
  if (!url) return null
  let path = url
  if (url.startsWith(env.SITE_URL)) path = url.slice(env.SITE_URL.length)
  else if (/^https?:\/\//.test(url)) return url
  path = path.replace(/(\.[a-z0-9]{2,5})\/$/i, '$1')
  return `${env.IMAGE_BASE_URL}${path}`
}

/**
 * An uploaded image with a srcset of its generated widths and fixed dimensions, so nothing shifts.
 */
export function CmsImage({ image, sizes, className, priority = false, noImageText }: Props) {
  if (!image || typeof image !== 'object' || !image.url) {
    return <p className="rounded bg-section-grey p-6 text-center text-muted">{noImageText}</p>
  }
  const variants = Object.values(image.sizes ?? {})
    .filter((s): s is NonNullable<typeof s> & { url: string; width: number } =>
      Boolean(s?.url && s.width),
    )
    .sort((a, b) => a.width - b.width)
  const srcSet = variants.map((v) => `${mediaUrl(v.url)} ${v.width}w`).join(', ')
  const fallback = variants.find((v) => v.width >= 800) ?? variants.at(-1)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload's sizes make the srcset (0015)
    <img
      src={mediaUrl(fallback?.url ?? image.url) ?? undefined}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
