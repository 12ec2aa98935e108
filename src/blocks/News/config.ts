import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'

export const NewsBlock: Block = {
  slug: 'rep_aktuelles',
  interfaceName: 'RepAktuellesBlock',
  labels: sameLabels({ de: 'Aktuelles', en: 'News' }),
  fields: [
    headingField('main_block_aktuelles_titel'),
    {
      name: 'main_block_aktuelles',
      type: 'relationship',
      relationTo: 'news',
      hasMany: true,
      label: { de: 'Meldungen (leer: die neuesten)', en: 'News items (empty: the latest)' },
    },
  ],
}
