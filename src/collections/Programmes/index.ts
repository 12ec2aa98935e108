import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/access'
import { SEMINARS_GROUP } from '@/fields/adminGroups'
import { imageField, priceRow, summaryField, titleField } from '@/fields/common'
import { revalidateCatalogue } from '@/hooks/revalidatePagesOnChange'

/**
 * Development programmes (qualifizierungsprogramme): module categories, each with the seminars a
 * participant can choose from; booked through the programme assistant.
 */
export const Programmes: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'programmes',
  labels: {
    singular: { de: 'Entwicklungsprogramm', en: 'Development programme' },
    plural: { de: 'Entwicklungsprogramme', en: 'Development programmes' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'price', '_status'],
    group: SEMINARS_GROUP,
  },
  access: publishedContentAccess,
  versions: { drafts: true, maxPerDoc: 25 },
  defaultSort: 'title',
  fields: [
    titleField(160),
    summaryField('intro', 1000, { de: 'Kurzbeschreibung', en: 'Summary' }),
    {
      name: 'description',
      type: 'richText',
      localized: true,
      label: { de: 'Beschreibung', en: 'Description' },
    },
    imageField,
    priceRow(200_000, { de: 'Programmgebühr (netto)', en: 'Programme fee (net)' }),
    {
      name: 'modules',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      label: { de: 'Module', en: 'Modules' },
      labels: { singular: { de: 'Modul', en: 'Module' }, plural: { de: 'Module', en: 'Modules' } },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 160,
          label: { de: 'Modul', en: 'Module' },
        },
        {
          name: 'category',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 120,
          label: { de: 'Modulkategorie', en: 'Module category' },
        },
        {
          name: 'seminars',
          type: 'relationship',
          relationTo: 'seminars',
          hasMany: true,
          required: true,
          minRows: 1,
          label: { de: 'Wählbare Seminare', en: 'Seminars to choose from' },
        },
      ],
    },
  ],
  hooks: {
    afterChange: [revalidateCatalogue.afterChange],
    afterDelete: [revalidateCatalogue.afterDelete],
  },
}
