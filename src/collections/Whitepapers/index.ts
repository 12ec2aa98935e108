import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staffOnly } from '@/access'
import { titleField } from '@/fields/common'
import { validateHref } from '@/fields/link'
import { revalidateCatalogue } from '@/hooks/revalidatePagesOnChange'

import { refuseDeleteWhileRequested } from './guards'

/** Whitepapers: cards in the whitepaper block, PDFs behind a form. */
export const Whitepapers: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'whitepapers',
  labels: {
    singular: { de: 'Whitepaper', en: 'Whitepaper' },
    plural: { de: 'Whitepaper', en: 'Whitepapers' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'updatedAt'],
    group: { de: 'Inhalte', en: 'Content' },
  },
  access: { read: publishedOrStaff, create: staffOnly, update: staffOnly, delete: staffOnly },
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-createdAt',
  fields: [
    titleField(160),
    {
      name: 'description',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 800,
      label: { de: 'Beschreibung', en: 'Description' },
    },
    {
      name: 'thumbnail',
      type: 'upload',
      relationTo: 'media',
      required: true,
      label: { de: 'Vorschaubild', en: 'Thumbnail' },
    },
    {
      name: 'file',
      type: 'upload',
      relationTo: 'whitepaper-files',
      required: true,
      localized: true,
      label: { de: 'PDF', en: 'PDF' },
    },
    {
      name: 'gateLink',
      type: 'text',
      maxLength: 500,
      validate: validateHref,
      label: { de: 'Externer Formular-Link', en: 'External form link' },
      admin: {
        description: {
          de: 'Optional: statt unseres Formulars zu diesem Link.',
          en: 'Optional: go to this link instead of our form.',
        },
      },
    },
  ],
  hooks: {
    beforeDelete: [refuseDeleteWhileRequested],
    afterChange: [revalidateCatalogue.afterChange],
    afterDelete: [revalidateCatalogue.afterDelete],
  },
}
