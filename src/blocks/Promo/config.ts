import type { Block } from 'payload'

import { headingField } from '@/fields/block'
import { mediaField } from '@/fields/common'
import { backgroundField, columnWidthField } from '@/fields/layout'
import { validateHref } from '@/fields/link'

/** Promo ("Störer") layouts: 1 banner with text on the image, 2 text beside image, 3 mirrored. */
export const PROMO_TYPES = ['1', '2', '3'] as const

const tooLong = (max: number) => `Höchstens ${max} Zeichen. / At most ${max} characters.`

const besideImage = (_: unknown, sibling: { main_block_stoerer_typ?: string } | undefined) =>
  sibling?.main_block_stoerer_typ !== '1'

export const PromoBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'stoerer',
  interfaceName: 'StoererBlock',
  labels: { singular: { de: 'Störer', en: 'Promo' }, plural: { de: 'Störer', en: 'Promos' } },
  fields: [
    {
      name: 'main_block_stoerer_typ',
      type: 'select',
      required: true,
      defaultValue: '1',
      label: { de: 'Darstellung', en: 'Layout' },
      options: [
        {
          value: '1',
          label: {
            de: '1 – Banner über die volle Breite, Text auf dem Bild',
            en: '1 – Full-width banner, text on the image',
          },
        },
        {
          value: '2',
          label: { de: '2 – Text links, Bild rechts', en: '2 – Text left, image right' },
        },
        {
          value: '3',
          label: { de: '3 – Bild links, Text rechts', en: '3 – Image left, text right' },
        },
      ],
    },
    headingField('main_block_stoerer_titel', { required: true, maxLength: 150 }),
    { name: 'main_block_stoerer_text', type: 'richText', label: { de: 'Text', en: 'Text' } },
    {
      type: 'row',
      fields: [
        {
          name: 'main_block_stoerer_link',
          type: 'text',
          maxLength: 500,
          label: { de: 'Link (Pfad oder Adresse)', en: 'Link (path or address)' },
          validate: validateHref,
        },
        {
          name: 'main_block_stoerer_link_text',
          type: 'text',
          maxLength: 80,
          label: { de: 'Beschriftung des Links', en: 'Link label' },
          validate: (
            value: unknown,
            { siblingData }: { siblingData?: { main_block_stoerer_link?: string | null } },
          ) => {
            const label = typeof value === 'string' ? value.trim() : ''
            if (siblingData?.main_block_stoerer_link && !label)
              return 'Bitte eine Beschriftung für den Link angeben. / Please give the link a label.'
            return label.length > 80 ? tooLong(80) : true
          },
        },
      ],
    },
    mediaField('main_block_stoerer_bild'),
    columnWidthField(
      '58',
      { de: 'Breite der Textspalte', en: 'Width of the text column' },
      besideImage,
    ),
    { ...backgroundField, admin: { condition: besideImage } },
  ],
}
