import type { Block } from 'payload'

import { headingField, introField, sameLabels } from '@/fields/block'

export const LocationsBlock: Block = {
  slug: 'standorte',
  interfaceName: 'StandorteBlock',
  labels: sameLabels({ de: 'Standorte', en: 'Locations' }),
  fields: [
    headingField('main_block_standorte_titel'),
    introField('main_block_standorte_intro'),
    {
      name: 'main_block_standorte',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      label: { de: 'Standorte (leer: alle)', en: 'Locations (empty: all)' },
    },
  ],
}
