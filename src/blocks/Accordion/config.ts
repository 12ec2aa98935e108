import type { Block } from 'payload'

import { headingField } from '@/fields/block'
import { backgroundField } from '@/fields/layout'

export const AccordionBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'akkordeon',
  interfaceName: 'AkkordeonBlock',
  labels: {
    singular: { de: 'Akkordeon', en: 'Accordion' },
    plural: { de: 'Akkordeons', en: 'Accordions' },
  },
  fields: [
    headingField('main_block_akkordeon_titel'),
    {
      name: 'main_block_akkordeon',
      type: 'array',
      // Same shape as the other list blocks (Image, Publications, Testimonials) by design: each
      // block names its own rows for the admin.
      label: { de: 'Einträge', en: 'Items' },
      labels: {
        singular: { de: 'Eintrag', en: 'Item' },
        plural: { de: 'Einträge', en: 'Items' },
      },
      dbName: 'akk_items',
      minRows: 1,
      maxRows: 50,
      required: true,
      fields: [
        {
          name: 'main_block_akkordeon_frage',
          type: 'text',
          required: true,
          // Same shape as Publications/config.ts by design: Payload's block configs are declarative
          // and each block keeps its own fields.
          label: { de: 'Frage', en: 'Question' },
          maxLength: 300,
        },
        {
          name: 'main_block_akkordeon_antwort',
          type: 'richText',
          required: true,
          label: { de: 'Antwort', en: 'Answer' },
        },
      ],
    },
    backgroundField,
  ],
}
