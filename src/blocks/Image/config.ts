import type { Block } from 'payload'

import { headingField } from '@/fields/block'
import { backgroundField } from '@/fields/layout'

export const ImageBlock: Block = {
  slug: 'bild',
  interfaceName: 'BildBlock',
  labels: { singular: { de: 'Bild', en: 'Image' }, plural: { de: 'Bilder', en: 'Images' } },
  fields: [
    headingField('main_block_bild_titel'),
    {
      name: 'main_block_bilder',
      type: 'array',
      // Same shape as the other list blocks (Accordion, Publications, Testimonials) by design: each
      // block names its own rows for the admin.
      label: { de: 'Bilder', en: 'Images' },
      labels: {
        singular: { de: 'Bild', en: 'Image' },
        plural: { de: 'Bilder', en: 'Images' },
      },
      dbName: 'bilder',
      maxRows: 12,
      fields: [
        { name: 'bild', type: 'upload', relationTo: 'media', label: { de: 'Bild', en: 'Image' } },
        {
          name: 'description',
          type: 'text',
          label: { de: 'Bildunterschrift', en: 'Caption' },
          maxLength: 300,
        },
      ],
    },
    backgroundField,
  ],
}
