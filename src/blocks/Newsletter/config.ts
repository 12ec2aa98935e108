import type { Block } from 'payload'

export const NewsletterBlock: Block = {
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: {
    singular: { de: 'Newsletter-Anmeldung', en: 'Newsletter sign-up' },
    plural: { de: 'Newsletter-Anmeldungen', en: 'Newsletter sign-ups' },
  },
  fields: [
    {
      name: 'main_block_newsletter_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    { name: 'main_block_newsletter_text', type: 'richText', label: { de: 'Text', en: 'Text' } },
    {
      name: 'main_block_newsletter_bild',
      type: 'upload',
      relationTo: 'media',
      label: { de: 'Bild', en: 'Image' },
    },
  ],
}
