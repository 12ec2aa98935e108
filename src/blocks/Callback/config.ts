import type { Block } from 'payload'

import { headingField, richIntroField } from '@/fields/block'
import { mediaField } from '@/fields/common'

export const CallbackBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'callback',
  interfaceName: 'CallbackBlock',
  labels: {
    singular: { de: 'Rückruf', en: 'Callback' },
    plural: { de: 'Rückrufe', en: 'Callbacks' },
  },
  fields: [
    headingField('main_block_callback_titel', {
      label: { de: 'Überschrift (optional)', en: 'Heading (optional)' },
    }),
    richIntroField('main_block_callback_intro'),
    mediaField('main_block_callback_bild', {
      de: 'Bild der Ansprechperson',
      en: 'Picture of the contact person',
    }),
    {
      name: 'main_block_callback_name',
      type: 'text',
      maxLength: 120,
      label: { de: 'Name der Ansprechperson', en: 'Name of the contact person' },
    },
  ],
}
