import type { Block } from 'payload'

export const SeminarsBlock: Block = {
  slug: 'seminare',
  interfaceName: 'SeminareBlock',
  labels: {
    singular: { de: 'Seminare', en: 'Seminars' },
    plural: { de: 'Seminare', en: 'Seminars' },
  },
  fields: [
    {
      name: 'main_block_seminare_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_seminare_intro',
      type: 'textarea',
      maxLength: 800,
      label: { de: 'Einleitung', en: 'Introduction' },
    },
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
