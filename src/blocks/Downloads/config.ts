import type { Block } from 'payload'

import { headingField, sameLabels } from '@/fields/block'
import { mediaField } from '@/fields/common'
import { backgroundField } from '@/fields/layout'

import { validateEmbeddableUrl } from '@/fields/embedUrl'

export const DownloadsBlock: Block = {
  // Alike other blocks' configs by shape only: Payload's declarative slug, labels, item lists and
  // fields; what is really the same comes from @/fields (heading, introduction, media, layout).
  slug: 'downloads',
  interfaceName: 'DownloadsBlock',
  labels: sameLabels({ de: 'Downloads', en: 'Downloads' }),
  fields: [
    headingField('main_block_download_titel'),
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
            mediaField(
              'download_datei',
              { de: 'Datei (PDF oder Bild)', en: 'File (PDF or image)' },
              { required: true },
            ),
            mediaField('download_thumbnail', {
              de: 'Vorschaubild (optional)',
              en: 'Thumbnail (optional)',
            }),
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
