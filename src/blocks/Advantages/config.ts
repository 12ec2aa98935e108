import type { Block } from 'payload'

import { backgroundField } from '@/fields/layout'

import { ADVANTAGE_ICON_LABELS, ADVANTAGE_ICONS } from './icon-choices'

export const AdvantagesBlock: Block = {
  slug: 'rep_vorteile',
  interfaceName: 'RepVorteileBlock',
  labels: {
    singular: { de: 'Vorteile', en: 'Advantages' },
    plural: { de: 'Vorteile', en: 'Advantages' },
  },
  fields: [
    {
      name: 'main_block_rep_vorteile_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_rep_vorteile',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      dbName: 'vorteil_items',
      label: { de: 'Vorteile', en: 'Advantages' },
      labels: {
        singular: { de: 'Vorteil', en: 'Advantage' },
        plural: { de: 'Vorteile', en: 'Advantages' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'main_block_rep_vorteil_icon',
              type: 'select',
              required: true,
              defaultValue: 'check',
              label: { de: 'Symbol', en: 'Icon' },
              options: ADVANTAGE_ICONS.map((value) => ({
                value,
                label: ADVANTAGE_ICON_LABELS[value],
              })),
            },
            {
              name: 'main_block_rep_vorteil_titel',
              type: 'text',
              required: true,
              maxLength: 120,
              label: { de: 'Titel', en: 'Title' },
            },
          ],
        },
        {
          name: 'main_block_rep_vorteil_text',
          type: 'textarea',
          maxLength: 300,
          label: { de: 'Kurzer Text (optional)', en: 'Short text (optional)' },
        },
      ],
    },
    backgroundField,
  ],
}
