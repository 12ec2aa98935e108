import type { CollectionConfig } from 'payload'

import { mediaField, summaryField, titleField } from '@/fields/common'
import { publishedContentAccess } from '@/access'
import { CONTENT_GROUP } from '@/fields/adminGroups'
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
    group: CONTENT_GROUP,
  },
  access: publishedContentAccess,
  versions: { drafts: true, maxPerDoc: 10 },
  defaultSort: '-createdAt',
  fields: [
    titleField(160),
    summaryField('description', 800, { de: 'Beschreibung', en: 'Description' }),
    mediaField('thumbnail', { de: 'Vorschaubild', en: 'Thumbnail' }, { required: true }),
    {
      name: 'file',
      type: 'upload',
      relationTo: 'whitepaper-files',
      required: true,
      localized: true,
      // Same shape as other field configs (Locations, SiteSettings) by design: Payload configs are
      // declarative.
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
