import type { Block } from 'payload'

import { backgroundField } from '@/fields/layout'

export const CertificationsBlock: Block = {
  slug: 'zertifizierungen',
  interfaceName: 'ZertifizierungenBlock',
  labels: {
    singular: { de: 'Zertifizierungen', en: 'Certifications' },
    plural: { de: 'Zertifizierungen', en: 'Certifications' },
  },
  fields: [
    {
      name: 'main_block_zertifizierungen_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_zertifizierungen_text',
      type: 'richText',
      label: { de: 'Text', en: 'Text' },
    },
    {
      name: 'main_block_zertifizierungen',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 24,
      dbName: 'zert_items',
      label: { de: 'Zertifikate und Siegel', en: 'Certificates and seals' },
      labels: {
        singular: { de: 'Zertifizierung', en: 'Certification' },
        plural: { de: 'Zertifizierungen', en: 'Certifications' },
      },
      fields: [
        {
          name: 'main_block_zertifizierung_titel',
          type: 'text',
          required: true,
          maxLength: 150,
          label: { de: 'Bezeichnung', en: 'Name' },
        },
        {
          name: 'main_block_zertifizierung_bild',
          type: 'upload',
          relationTo: 'media',
          required: true,
          label: { de: 'Logo oder Bild', en: 'Logo or image' },
        },
      ],
    },
    backgroundField,
  ],
}
