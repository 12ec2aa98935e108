import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access'
import { SEMINARS_GROUP } from '@/fields/adminGroups'
import { imageField, slugPathRow, summaryField, titleField } from '@/fields/common'
import { livePreview, livePreviewVersions } from '@/features/preview/live-preview'
import { previewAtPath } from '@/fields/preview'
import { TOPIC_PATH_PREFIX } from '@/features/seminars/constants'
import { revalidateCatalogue } from '@/hooks/revalidatePagesOnChange'
import { prefixedPath } from '@/hooks/prefixedPath'

import { refuseDeleteWhileAssigned } from './guards'

/** Seminar topics: a page of their own listing their seminars. */
export const Topics: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'topics',
  labels: {
    singular: { de: 'Seminarthema', en: 'Seminar topic' },
    plural: { de: 'Seminarthemen', en: 'Seminar topics' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'order', '_status'],
    group: SEMINARS_GROUP,
    preview: previewAtPath,
    livePreview,
  },
  access: publishedContentAccess,
  versions: livePreviewVersions,
  defaultSort: 'order',
  fields: [
    titleField(120),
    slugPathRow({
      name: 'order',
      type: 'number',
      min: 0,
      max: 999,
      defaultValue: 100,
      label: { de: 'Reihenfolge', en: 'Order' },
      admin: { description: { de: 'Kleinere Zahlen zuerst.', en: 'Smaller numbers first.' } },
    }),
    summaryField('description', 1000, { de: 'Beschreibung', en: 'Description' }),
    imageField,
  ],
  hooks: {
    beforeChange: [prefixedPath('topics', TOPIC_PATH_PREFIX)],
    beforeDelete: [refuseDeleteWhileAssigned],
    afterChange: [revalidateCatalogue.afterChange],
    afterDelete: [revalidateCatalogue.afterDelete],
  },
}
