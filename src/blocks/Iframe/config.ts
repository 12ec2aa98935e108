import type { Block } from 'payload'

import { backgroundField } from '@/fields/layout'

import { frameFields } from './frame-fields'

export const IframeBlock: Block = {
  slug: 'iframe',
  interfaceName: 'IframeBlock',
  labels: {
    singular: { de: 'Eingebetteter Inhalt (iFrame)', en: 'Embedded content (iframe)' },
    plural: { de: 'iFrames', en: 'Iframes' },
  },
  fields: [
    {
      name: 'main_block_iframe_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_iframe_intro',
      type: 'richText',
      label: { de: 'Einleitung', en: 'Introduction' },
    },
    ...frameFields('main_block_iframe'),
    backgroundField,
  ],
}
