import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { revalidateWhatShowsMedia } from '@/hooks/revalidatePagesOnChange'
import { IMAGE_WIDTHS, SHARE_WIDTH } from '@/lib/media'
import { VAR_DIR } from '@/lib/env'

import { fileResponse } from './fileResponse'

const staticDir = path.join(VAR_DIR, 'media')

/**
 * Images and files. Every image gets the widths the site's srcset uses (SPEC §9) as WebP, about
 * half the bytes of JPEG; the 1200 width keeps the uploaded format because it is also the share
 * image (Open Graph, JSON-LD), where not every reader takes WebP. See docs/decisions/0015.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { de: 'Medium', en: 'Media file' },
    plural: { de: 'Medien', en: 'Media' },
  },
  admin: { useAsTitle: 'alt', group: { de: 'Inhalte', en: 'Content' } },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir,
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    imageSizes: IMAGE_WIDTHS.map((width) => ({
      name: `w${width}`,
      width,
      withoutEnlargement: true,
      ...(width === SHARE_WIDTH ? {} : { formatOptions: { format: 'webp', options: { quality: 80 } } }),
    })),
    // Validators and a cache lifetime for every file (Payload's route sends neither). The cast: Payload
    // types a handler as Promise<Response> or Promise<void>, and checks `instanceof Response`.
    handlers: [(req, { params }) => fileResponse(req, staticDir, params.filename) as Promise<Response>],
    adminThumbnail: 'w480',
  },
  hooks: { afterChange: [revalidateWhatShowsMedia.afterChange], afterDelete: [revalidateWhatShowsMedia.afterDelete] },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { de: 'Alternativtext', en: 'Alternative text' },
      required: true,
      localized: true,
      maxLength: 300,
    },
  ],
}
