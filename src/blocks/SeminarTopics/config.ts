import type { Block } from 'payload'

export const SeminarTopicsBlock: Block = {
  slug: 'seminarthemen',
  interfaceName: 'SeminarthemenBlock',
  labels: {
    singular: { de: 'Seminarthemen', en: 'Seminar topics' },
    plural: { de: 'Seminarthemen', en: 'Seminar topics' },
  },
  fields: [
    {
      name: 'main_block_seminarthemen_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_seminarthemen_type',
      type: 'select',
      required: true,
      defaultValue: 'tabs',
      label: { de: 'Darstellung', en: 'Layout' },
      options: [
        { value: 'tabs', label: { de: 'Vertikale Reiter', en: 'Vertical tabs' } },
        { value: 'tiles-2', label: { de: 'Kacheln, 2 Spalten', en: 'Tiles, 2 columns' } },
        { value: 'tiles-3', label: { de: 'Kacheln, 3 Spalten', en: 'Tiles, 3 columns' } },
        { value: 'tiles-4', label: { de: 'Kacheln, 4 Spalten', en: 'Tiles, 4 columns' } },
      ],
    },
    {
      name: 'main_block_seminarthemen',
      type: 'relationship',
      relationTo: 'topics',
      hasMany: true,
      label: { de: 'Themen (leer: alle)', en: 'Topics (empty: all)' },
    },
  ],
}
