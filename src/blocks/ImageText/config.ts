import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'
import { mediaField } from '@/fields/common'
import { backgroundField, columnWidthField } from '@/fields/layout'

export const ImageTextBlock: Block = {
  slug: 'bild_text',
  interfaceName: 'BildTextBlock',
  labels: sameLabels({ de: 'Bild und Text', en: 'Image and text' }),
  fields: [
    headingField('main_block_bild_text_titel'),
    mediaField('main_block_bild'),
    { name: 'main_block_cke', type: 'richText', required: true, label: { de: 'Text', en: 'Text' } },
    {
      name: 'anordnung_tauschen',
      type: 'checkbox',
      label: { de: 'Anordnung tauschen (Bild rechts)', en: 'Swap order (image on the right)' },
    },
    {
      name: 'hintergrund_nicht_verwenden',
      type: 'checkbox',
      label: { de: 'Keinen Hintergrund verwenden', en: 'Use no background' },
    },
    {
      ...backgroundField,
      admin: { condition: (_, sibling) => !sibling?.hintergrund_nicht_verwenden },
    },
    columnWidthField('42', { de: 'Breite der Bildspalte', en: 'Width of the image column' }),
  ],
}
