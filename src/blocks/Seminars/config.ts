import type { Block } from 'payload'

import { headingField, introField, sameLabels } from '@/fields/block'

export const SeminarsBlock: Block = {
  slug: 'seminare',
  interfaceName: 'SeminareBlock',
  labels: sameLabels({ de: 'Seminare', en: 'Seminars' }),
  fields: [
    headingField('main_block_seminare_titel'),
    introField('main_block_seminare_intro'),
    {
      name: 'main_block_seminare',
      type: 'relationship',
      relationTo: 'seminars',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 24,
      label: { de: 'Seminare', en: 'Seminars' },
    },
  ],
}
