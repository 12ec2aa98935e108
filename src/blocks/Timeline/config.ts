import type { Block } from 'payload'

import { headingField } from '@/fields/block'
import { mediaField } from '@/fields/common'
import { backgroundField } from '@/fields/layout'

export const TimelineBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'historie',
  interfaceName: 'HistorieBlock',
  labels: {
    singular: { de: 'Historie (Zeitleiste)', en: 'History (timeline)' },
    plural: { de: 'Historien', en: 'Histories' },
  },
  fields: [
    headingField('main_block_historie_titel'),
    {
      name: 'main_block_historie_eintraege',
      type: 'array',
      required: true,
      // Same shape as the Certifications and Downloads arrays by design: Payload's block configs
      // are declarative and each block keeps its own limits and labels.
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
        mediaField('main_block_historie_eintrag_bild', {
          de: 'Bild (optional)',
          en: 'Image (optional)',
        }),
      ],
    },
    backgroundField,
  ],
}
