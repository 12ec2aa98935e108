import type { Block } from 'payload'

import { headingField, richIntroField, sameLabels } from '@/fields/block'
import { backgroundField } from '@/fields/layout'
import { validateHref } from '@/fields/link'

export const CareersBlock: Block = {
  slug: 'karriere',
  interfaceName: 'KarriereBlock',
  labels: sameLabels({ de: 'Karriere', en: 'Careers' }),
  fields: [
    headingField('main_block_karriere_titel', { required: true }),
    richIntroField('main_block_karriere_intro'),
    {
      type: 'row',
      fields: [
        {
          name: 'main_block_karriere_link',
          type: 'text',
          required: true,
          maxLength: 500,
          label: { de: 'Link zur Stellenseite', en: 'Link to the jobs page' },
          admin: {
            description: {
              de: 'Pfad (/…), https://-Adresse oder mailto:.',
              en: 'Path (/…), https:// address or mailto:.',
            },
          },
          validate: validateHref,
        },
        {
          name: 'main_block_karriere_link_text',
          type: 'text',
          required: true,
          maxLength: 80,
          label: { de: 'Beschriftung des Links', en: 'Link label' },
        },
      ],
    },
    backgroundField,
  ],
}
