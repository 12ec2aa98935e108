import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'
import { backgroundField } from '@/fields/layout'

import { ADVANTAGE_ICON_LABELS, ADVANTAGE_ICONS } from './icon-choices'

export const AdvantagesBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'rep_vorteile',
  interfaceName: 'RepVorteileBlock',
  labels: sameLabels({ de: 'Vorteile', en: 'Advantages' }),
  fields: [
    headingField('main_block_rep_vorteile_titel'),
    {
      name: 'main_block_rep_vorteile',
      type: 'array',
      required: true,
      // Same shape as the Certifications, Downloads and Timeline arrays by design: Payload's block
      // configs are declarative and each block keeps its own limits and labels.
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
              // Same shape as Video/config.ts and other title fields by design: each field states
              // its own limit and label.
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
