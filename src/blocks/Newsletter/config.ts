import type { Block } from 'payload'

import { headingField } from '@/fields/block'
import { mediaField } from '@/fields/common'

export const NewsletterBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'newsletter',
  interfaceName: 'NewsletterBlock',
  labels: {
    singular: { de: 'Newsletter-Anmeldung', en: 'Newsletter sign-up' },
    plural: { de: 'Newsletter-Anmeldungen', en: 'Newsletter sign-ups' },
  },
  fields: [
    headingField('main_block_newsletter_titel'),
    { name: 'main_block_newsletter_text', type: 'richText', label: { de: 'Text', en: 'Text' } },
    mediaField('main_block_newsletter_bild'),
  ],
}
