import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { IMAGE_WIDTHS } from '@/lib/media'
import { VAR_DIR } from '@/lib/env'

/** Images and files. Every image gets the widths the site's srcset uses (SPEC §9). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { de: 'Medium', en: 'Media file' },
    plural: { de: 'Medien', en: 'Media' },
  },
  admin: { useAsTitle: 'alt', group: { de: 'Inhalte', en: 'Content' } },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: path.join(VAR_DIR, 'media'),
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    imageSizes: IMAGE_WIDTHS.map((width) => ({ name: `w${width}`, width, withoutEnlargement: true })),
    adminThumbnail: 'w480',
  },
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
