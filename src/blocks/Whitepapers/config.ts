import type { Block } from 'payload'

export const WhitepapersBlock: Block = {
  slug: 'main_block_whitepapers',
  interfaceName: 'WhitepapersBlock',
  labels: {
    singular: { de: 'Whitepaper', en: 'Whitepapers' },
    plural: { de: 'Whitepaper', en: 'Whitepapers' },
  },
  fields: [
    {
      name: 'main_block_whitepapers_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_whitepapers_intro',
      type: 'textarea',
      maxLength: 800,
      label: { de: 'Einleitung', en: 'Introduction' },
    },
    {
      name: 'main_block_whitepapers',
      type: 'relationship',
      relationTo: 'whitepapers',
      hasMany: true,
      label: { de: 'Whitepaper (leer: alle)', en: 'Whitepapers (empty: all)' },
    },
  ],
}
