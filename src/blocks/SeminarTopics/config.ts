import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'

export const SeminarTopicsBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'seminarthemen',
  interfaceName: 'SeminarthemenBlock',
  labels: sameLabels({ de: 'Seminarthemen', en: 'Seminar topics' }),
  fields: [
    headingField('main_block_seminarthemen_titel'),
    {
      name: 'main_block_seminarthemen_type',
      // Same shape as EpaperSignup/config.ts by design: Payload field configs are declarative and
      // each names its own options.
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
