import type { Block } from 'payload'

import { headingField, introField, sameLabels } from '@/fields/block'

export const WhitepapersBlock: Block = {
  slug: 'main_block_whitepapers',
  interfaceName: 'WhitepapersBlock',
  labels: sameLabels({ de: 'Whitepaper', en: 'Whitepapers' }),
  fields: [
    headingField('main_block_whitepapers_titel'),
    introField('main_block_whitepapers_intro'),
    {
      name: 'main_block_whitepapers',
      type: 'relationship',
      relationTo: 'whitepapers',
      hasMany: true,
      label: { de: 'Whitepaper (leer: alle)', en: 'Whitepapers (empty: all)' },
    },
  ],
}
