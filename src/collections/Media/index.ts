import path from 'node:path'
import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'
import { CONTENT_GROUP } from '@/fields/adminGroups'
import { revalidateWhatShowsMedia } from '@/hooks/revalidatePagesOnChange'
import { IMAGE_WIDTHS, SHARE_WIDTH } from '@/lib/media'
import { VAR_DIR } from '@/lib/env'

import { storeEmptyAlt, validateAlt } from './alt'
import { fileResponse } from './fileResponse'
import { listOf, refuseDelete } from '@/hooks/refuseDelete'

import { findReferences } from './references'

const staticDir = path.join(VAR_DIR, 'media')

/**
 * A file that published content still shows cannot be deleted; it would leave gaps or broken links.
 */
const refuseDeleteWhileUsed: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const users = await findReferences(req, { collection: 'media', id })
  if (users.length === 0) return
  refuseDelete(req, {
    de: `Diese Datei wird noch verwendet: ${listOf(users)}. Entfernen Sie sie dort zuerst; dann lässt sie sich löschen.`,
    en: `This file is still in use: ${listOf(users)}. Remove it there first; then it can be deleted.`,
  })
}

/**
 * Images and files. Every image gets the widths the site's srcset uses (480, 500, 800, 1200) as
 * WebP, about half the bytes of JPEG; the 1200 width keeps the uploaded format because it is also
 * the share image (Open Graph, JSON-LD), where not every reader takes WebP. See
 * docs/decisions/0015.
 */
export const Media: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'media',
  labels: {
    singular: { de: 'Medium', en: 'Media file' },
    plural: { de: 'Medien', en: 'Media' },
  },
  // The file name as the title: a PDF may have no alternative text.
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', 'mimeType', 'updatedAt'],
    listSearchableFields: ['filename', 'alt'],
    group: CONTENT_GROUP,
  },
  access: publicContentAccess,
  upload: {
    staticDir,
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    imageSizes: IMAGE_WIDTHS.map((width) => ({
      name: `w${width}`,
      width,
      withoutEnlargement: true,
      ...(width === SHARE_WIDTH
        ? {}
        : { formatOptions: { format: 'webp', options: { quality: 80 } } }),
    })),
    // Validators and a cache lifetime for every file (Payload's route sends neither). The cast:
    // Payload types a handler as Promise<Response> or Promise<void>, and checks `instanceof
    // Response`.
    handlers: [
      (req, { params }) => fileResponse(req, staticDir, params.filename) as Promise<Response>,
    ],
    adminThumbnail: 'w480',
  },
  hooks: {
    beforeDelete: [refuseDeleteWhileUsed],
    afterChange: [revalidateWhatShowsMedia.afterChange],
    afterDelete: [revalidateWhatShowsMedia.afterDelete],
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { de: 'Alternativtext', en: 'Alternative text' },
      // `required` keeps the column NOT NULL (no migration); validateAlt asks for it on images
      // only.
      required: true,
      validate: validateAlt,
      hooks: { beforeChange: [storeEmptyAlt] },
      localized: true,
      maxLength: 300,
      admin: {
        description: {
          de: 'Pflicht bei Bildern; bei PDFs optional.',
          en: 'Required for images; optional for PDFs.',
        },
      },
    },
  ],
}
