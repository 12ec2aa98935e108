import type { Block } from 'payload'

export const ContactFormBlock: Block = {
  slug: 'kontaktformular',
  interfaceName: 'KontaktformularBlock',
  labels: {
    singular: { de: 'Kontaktformular', en: 'Contact form' },
    plural: { de: 'Kontaktformulare', en: 'Contact forms' },
  },
  fields: [
    {
      name: 'main_block_kontakt_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_kontakt_intro',
      type: 'richText',
      label: { de: 'Einleitung', en: 'Introduction' },
    },
    {
      name: 'main_block_kontakt_bild',
      type: 'upload',
      relationTo: 'media',
      label: { de: 'Bild', en: 'Image' },
    },
  ],
}
