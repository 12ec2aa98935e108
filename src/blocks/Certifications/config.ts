import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'
import { mediaField } from '@/fields/common'
import { backgroundField } from '@/fields/layout'

export const CertificationsBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'zertifizierungen',
  interfaceName: 'ZertifizierungenBlock',
  labels: sameLabels({ de: 'Zertifizierungen', en: 'Certifications' }),
  fields: [
    headingField('main_block_zertifizierungen_titel'),
    {
      name: 'main_block_zertifizierungen_text',
      type: 'richText',
      label: { de: 'Text', en: 'Text' },
    },
    {
      name: 'main_block_zertifizierungen',
      type: 'array',
      required: true,
      // Same shape as the Downloads and Timeline arrays by design: Payload's block configs are
      // declarative and each block keeps its own limits and labels.
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
        mediaField(
          'main_block_zertifizierung_bild',
          { de: 'Logo oder Bild', en: 'Logo or image' },
          { required: true },
        ),
      ],
    },
    backgroundField,
  ],
}
