import type { Block } from 'payload'

export const CallbackBlock: Block = {
  slug: 'callback',
  interfaceName: 'CallbackBlock',
  labels: {
    singular: { de: 'Rückruf', en: 'Callback' },
    plural: { de: 'Rückrufe', en: 'Callbacks' },
  },
  fields: [
    {
      name: 'main_block_callback_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift (optional)', en: 'Heading (optional)' },
    },
    {
      name: 'main_block_callback_intro',
      type: 'richText',
      label: { de: 'Einleitung', en: 'Introduction' },
    },
    {
      name: 'main_block_callback_bild',
      type: 'upload',
      relationTo: 'media',
      label: { de: 'Bild der Ansprechperson', en: 'Picture of the contact person' },
    },
    {
      name: 'main_block_callback_name',
      type: 'text',
      maxLength: 120,
      label: { de: 'Name der Ansprechperson', en: 'Name of the contact person' },
    },
  ],
}
