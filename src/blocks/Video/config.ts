import type { Block } from 'payload'

import { backgroundField } from '@/fields/layout'

import { isYoutubeId } from './youtube'

function validateYoutubeId(value: unknown): true | string {
  return typeof value === 'string' && isYoutubeId(value)
    ? true
    : 'Bitte die 11-stellige YouTube-ID angeben (Buchstaben, Ziffern, - und _). / Give the 11-character YouTube ID (letters, digits, - and _).'
}

export const VideoBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: { de: 'Video', en: 'Video' }, plural: { de: 'Videos', en: 'Videos' } },
  fields: [
    {
      name: 'main_block_videos_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift (bei mehreren Videos)', en: 'Heading (for several videos)' },
      admin: {
        description: {
          de: 'Optional. Ohne Überschrift wird bei einem einzelnen Video dessen Titel zur Überschrift.',
          en: 'Optional. Without it, a single video’s title becomes the heading.',
        },
      },
    },
    {
      name: 'main_block_videos',
      type: 'array',
      label: { de: 'Videos', en: 'Videos' },
      labels: { singular: { de: 'Video', en: 'Video' }, plural: { de: 'Videos', en: 'Videos' } },
      dbName: 'video_items',
      minRows: 1,
      maxRows: 12,
      required: true,
      fields: [
        {
          name: 'youtube_id',
          type: 'text',
          required: true,
          minLength: 11,
          maxLength: 11,
          label: { de: 'YouTube-ID', en: 'YouTube ID' },
          validate: validateYoutubeId,
          admin: {
            description: {
              de: 'Die 11 Zeichen nach „watch?v=“, z. B. aB3dE5gH7jK. Das Video wird erst nach Zustimmung geladen.',
              en: 'The 11 characters after “watch?v=”, e.g. aB3dE5gH7jK. The video loads only after consent.',
            },
          },
        },
        {
          name: 'youtube_thumbnail',
          type: 'upload',
          relationTo: 'media',
          label: { de: 'Vorschaubild', en: 'Thumbnail' },
          admin: {
            description: {
              de: 'Optional. Vorschaubilder werden nie von YouTube geladen; ohne eigenes Bild erscheint eine neutrale Fläche.',
              en: 'Optional. Thumbnails are never loaded from YouTube; without an image a neutral poster shows.',
            },
          },
        },
        {
          name: 'main_block_video_titel',
          type: 'text',
          required: true,
          maxLength: 200,
          label: { de: 'Titel', en: 'Title' },
        },
        {
          name: 'main_block_video_text',
          type: 'textarea',
          maxLength: 1000,
          label: { de: 'Text', en: 'Text' },
        },
      ],
    },
    backgroundField,
  ],
}
