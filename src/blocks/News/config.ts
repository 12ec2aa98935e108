import type { Block } from 'payload'

export const NewsBlock: Block = {
  slug: 'rep_aktuelles',
  interfaceName: 'RepAktuellesBlock',
  labels: { singular: { de: 'Aktuelles', en: 'News' }, plural: { de: 'Aktuelles', en: 'News' } },
  fields: [
    {
      name: 'main_block_aktuelles_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_aktuelles',
      type: 'relationship',
      relationTo: 'news',
      hasMany: true,
      label: { de: 'Meldungen (leer: die neuesten)', en: 'News items (empty: the latest)' },
    },
  ],
}
