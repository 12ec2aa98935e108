import type { Block } from 'payload'

import { backgroundField, columnWidthField, textWidthField } from '@/fields/layout'

export const TextBlock: Block = {
  slug: 'text',
  interfaceName: 'TextBlock',
  labels: { singular: { de: 'Text', en: 'Text' }, plural: { de: 'Texte', en: 'Texts' } },
  fields: [
    { name: 'main_block_cke', type: 'richText', required: true, label: { de: 'Text', en: 'Text' } },
    {
      name: 'main_block_2cols',
      type: 'checkbox',
      label: {
        de: 'Zweispaltig (zweiter Text rechts)',
        en: 'Two columns (second text on the right)',
      },
    },
    {
      name: 'main_block_cke2',
      type: 'richText',
      label: { de: 'Zweiter Text', en: 'Second text' },
      admin: { condition: (_, sibling) => Boolean(sibling?.main_block_2cols) },
    },
    {
      name: 'main_block_text_kontakt_anzeigen',
      type: 'checkbox',
      label: { de: 'Kontaktbox anzeigen', en: 'Show contact box' },
    },
    backgroundField,
    textWidthField,
    columnWidthField('50', undefined, (_, sibling) =>
      Boolean(sibling?.main_block_2cols || sibling?.main_block_text_kontakt_anzeigen),
    ),
  ],
}
