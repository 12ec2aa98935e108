import type { Block } from 'payload'

import { sameLabels } from '@/fields/block'

import { backgroundField } from '@/fields/layout'

import { frameFields } from '../Iframe/frame-fields'

export const EpaperSignupBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'epaper_iframe',
  interfaceName: 'EpaperIframeBlock',
  labels: sameLabels({ de: 'E-Paper mit Anmeldung', en: 'E-paper with sign-up' }),
  fields: [
    {
      name: 'main_block_cke',
      type: 'richText',
      required: true,
      label: { de: 'Text (linke Spalte)', en: 'Text (left column)' },
    },
    {
      name: 'main_block_cke2',
      type: 'richText',
      label: { de: 'Text (rechte Spalte)', en: 'Text (right column)' },
    },
    ...frameFields('main_block_epaper_iframe', '800'),
    {
      name: 'main_block_epaper_iframe_anordnung',
      type: 'radio',
      required: true,
      defaultValue: 'unten',
      label: { de: 'Position des Anmeldeformulars', en: 'Position of the sign-up form' },
      options: [
        { value: 'unten', label: { de: 'Unter den Texten', en: 'Below the texts' } },
        {
          value: 'rechts',
          label: { de: 'Rechts neben den Texten', en: 'To the right of the texts' },
        },
      ],
    },
    backgroundField,
  ],
}
