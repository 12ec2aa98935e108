import type { Block } from 'payload'

import { backgroundField } from '@/fields/layout'

export const TimelineBlock: Block = {
  slug: 'historie',
  interfaceName: 'HistorieBlock',
  labels: {
    singular: { de: 'Historie (Zeitleiste)', en: 'History (timeline)' },
    plural: { de: 'Historien', en: 'Histories' },
  },
  fields: [
    {
      name: 'main_block_historie_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_historie_eintraege',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 60,
      dbName: 'hist_items',
      label: { de: 'Einträge (chronologisch)', en: 'Entries (in chronological order)' },
      labels: {
        singular: { de: 'Eintrag', en: 'Entry' },
        plural: { de: 'Einträge', en: 'Entries' },
      },
      fields: [
        {
          name: 'main_block_historie_eintrag_titel',
          type: 'text',
          required: true,
          maxLength: 80,
          label: { de: 'Titel (z. B. Jahr)', en: 'Title (e.g. year)' },
        },
        {
          name: 'main_block_historie_eintrag_text',
          type: 'richText',
          required: true,
          label: { de: 'Text', en: 'Text' },
        },
        {
          name: 'main_block_historie_eintrag_bild',
          type: 'upload',
          relationTo: 'media',
          label: { de: 'Bild (optional)', en: 'Image (optional)' },
        },
      ],
    },
    backgroundField,
  ],
}
