import type { Block } from 'payload'

import { headingField, richIntroField } from '@/fields/block'
import { backgroundField } from '@/fields/layout'

import { frameFields } from './frame-fields'

export const IframeBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'iframe',
  interfaceName: 'IframeBlock',
  labels: {
    singular: { de: 'Eingebetteter Inhalt (iFrame)', en: 'Embedded content (iframe)' },
    plural: { de: 'iFrames', en: 'Iframes' },
  },
  fields: [
    headingField('main_block_iframe_titel'),
    richIntroField('main_block_iframe_intro'),
    ...frameFields('main_block_iframe'),
    backgroundField,
  ],
}
