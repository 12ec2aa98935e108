import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'
import { backgroundField } from '@/fields/layout'

export const PublicationsBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'publikationen',
  interfaceName: 'PublikationenBlock',
  labels: sameLabels({ de: 'Publikationen', en: 'Publications' }),
  fields: [
    headingField('main_block_publikationen_titel'),
    {
      name: 'main_block_publikationen',
      type: 'array',
      label: { de: 'Publikationen', en: 'Publications' },
      labels: {
        singular: { de: 'Publikation', en: 'Publication' },
        plural: { de: 'Publikationen', en: 'Publications' },
      },
      dbName: 'publ_items',
      minRows: 1,
      maxRows: 200,
      required: true,
      admin: {
        description: {
          de: 'Fünf Einträge sind zuerst sichtbar, jeder Klick auf „Mehr anzeigen“ zeigt zehn weitere.',
          en: 'Five entries show at first; each click on “Show more” shows ten more.',
        },
      },
      fields: [
        {
          name: 'main_block_publikation_verfasser',
          type: 'text',
          required: true,
          label: { de: 'Verfasser/in', en: 'Author' },
          maxLength: 200,
        },
        {
          name: 'main_block_publikation_titel',
          type: 'text',
          required: true,
          label: { de: 'Titel und Quelle', en: 'Title and source' },
          maxLength: 400,
        },
      ],
    },
    backgroundField,
  ],
}
