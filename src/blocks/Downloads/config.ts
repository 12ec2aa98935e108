import type { Block } from 'payload'

import { backgroundField } from '@/fields/layout'

import { validateEmbeddableUrl } from '@/fields/embedUrl'

export const DownloadsBlock: Block = {
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: {
    singular: { de: 'Downloads', en: 'Downloads' },
    plural: { de: 'Downloads', en: 'Downloads' },
  },
  fields: [
    {
      name: 'main_block_download_titel',
      type: 'text',
      maxLength: 200,
      label: { de: 'Überschrift', en: 'Heading' },
    },
    {
      name: 'main_block_download_untertitel',
      type: 'text',
      maxLength: 300,
      label: { de: 'Untertitel', en: 'Subtitle' },
    },
    {
      name: 'downloads',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      dbName: 'dl_items',
      label: { de: 'Dateien', en: 'Files' },
      labels: {
        singular: { de: 'Download', en: 'Download' },
        plural: { de: 'Downloads', en: 'Downloads' },
      },
      fields: [
        {
          name: 'download_titel',
          type: 'text',
          required: true,
          maxLength: 200,
          label: { de: 'Titel', en: 'Title' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'download_datei',
              type: 'upload',
              relationTo: 'media',
              required: true,
              label: { de: 'Datei (PDF oder Bild)', en: 'File (PDF or image)' },
            },
            {
              name: 'download_thumbnail',
              type: 'upload',
              relationTo: 'media',
              label: { de: 'Vorschaubild (optional)', en: 'Thumbnail (optional)' },
            },
          ],
        },
        {
          name: 'download_epaper',
          type: 'text',
          maxLength: 500,
          label: {
            de: 'E-Paper zum Online-Blättern (https://…, optional)',
            en: 'E-paper to read online (https://…, optional)',
          },
          validate: validateEmbeddableUrl,
        },
      ],
    },
    backgroundField,
  ],
}
