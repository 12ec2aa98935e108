import type { Block } from 'payload'

export const LocationsBlock: Block = {
  slug: 'standorte',
  interfaceName: 'StandorteBlock',
  labels: {
    singular: { de: 'Standorte', en: 'Locations' },
    plural: { de: 'Standorte', en: 'Locations' },
  },
  fields: [
    {
      name: 'main_block_standorte_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_standorte_intro',
      type: 'textarea',
      maxLength: 800,
      label: { de: 'Einleitung', en: 'Introduction' },
    },
    {
      name: 'main_block_standorte',
      type: 'relationship',
      relationTo: 'locations',
      hasMany: true,
      label: { de: 'Standorte (leer: alle)', en: 'Locations (empty: all)' },
    },
  ],
}
