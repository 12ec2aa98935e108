import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { imageField, publicationDateField, titleField } from '@/fields/common'
import {
  revalidatePagesAfterChange,
  revalidatePagesAfterDelete,
} from '@/hooks/revalidatePagesOnChange'

/** Short news items for the rep_aktuelles block; newest first. */
export const News: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'news',
  labels: { singular: { de: 'Meldung', en: 'News item' }, plural: { de: 'Aktuelles', en: 'News' } },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'date'],
    group: { de: 'Inhalte', en: 'Content' },
  },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-date',
  fields: [
    titleField(160),
    {
      name: 'intro',
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 1200,
      label: { de: 'Text', en: 'Text' },
    },
    imageField,
    publicationDateField,
  ],
  hooks: { afterChange: [revalidatePagesAfterChange], afterDelete: [revalidatePagesAfterDelete] },
}
