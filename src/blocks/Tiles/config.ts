import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'
import { mediaField } from '@/fields/common'
import { backgroundField } from '@/fields/layout'
import { validateHref } from '@/fields/link'

export const TilesBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'kacheln',
  interfaceName: 'KachelnBlock',
  labels: sameLabels({ de: 'Kacheln', en: 'Tiles' }),
  fields: [
    headingField('main_block_kacheln_titel'),
    {
      // Same shape as Video/config.ts by design: Payload's block configs are declarative and each
      // block keeps its own array fields.
      name: 'main_block_kacheln',
      type: 'array',
      label: { de: 'Kacheln', en: 'Tiles' },
      labels: { singular: { de: 'Kachel', en: 'Tile' }, plural: { de: 'Kacheln', en: 'Tiles' } },
      dbName: 'kacheln_items',
      minRows: 1,
      maxRows: 60,
      required: true,
      admin: {
        description: {
          de: 'Sechs Kacheln sind zuerst sichtbar, jeder Klick auf „Mehr anzeigen“ zeigt sechs weitere.',
          en: 'Six tiles show at first; each click on “Show more” shows six more.',
        },
      },
      fields: [
        {
          name: 'kachel_titel',
          type: 'text',
          required: true,
          label: { de: 'Titel', en: 'Title' },
          maxLength: 120,
        },
        {
          name: 'kachel_text',
          type: 'textarea',
          label: { de: 'Text', en: 'Text' },
          maxLength: 600,
        },
        mediaField('kachel_bild'),
        {
          name: 'kachel_link',
          type: 'text',
          maxLength: 500,
          label: { de: 'Link', en: 'Link' },
          validate: validateHref,
          admin: {
            description: {
              de: 'Pfad (/seminare/…) oder https://-Adresse; die ganze Kachel wird anklickbar.',
              en: 'Path (/en/seminars/…) or https:// address; the whole tile becomes clickable.',
            },
          },
        },
      ],
    },
    backgroundField,
  ],
}
