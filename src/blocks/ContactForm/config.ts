import type { Block } from 'payload'

import { headingField, richIntroField } from '@/fields/block'
import { mediaField } from '@/fields/common'

export const ContactFormBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'kontaktformular',
  interfaceName: 'KontaktformularBlock',
  labels: {
    singular: { de: 'Kontaktformular', en: 'Contact form' },
    plural: { de: 'Kontaktformulare', en: 'Contact forms' },
  },
  fields: [
    headingField('main_block_kontakt_titel'),
    richIntroField('main_block_kontakt_intro'),
    mediaField('main_block_kontakt_bild'),
  ],
}
