import type { CollectionConfig } from 'payload'

import { publicContentAccess } from '@/access'
import { CONTENT_GROUP } from '@/fields/adminGroups'
import { imageField, publicationDateField, summaryField, titleField } from '@/fields/common'
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
    group: CONTENT_GROUP,
  },
  access: publicContentAccess,
  defaultSort: '-date',
  fields: [
    titleField(160),
    summaryField('intro', 1200, { de: 'Text', en: 'Text' }),
    imageField,
    publicationDateField,
  ],
  hooks: { afterChange: [revalidatePagesAfterChange], afterDelete: [revalidatePagesAfterDelete] },
}
