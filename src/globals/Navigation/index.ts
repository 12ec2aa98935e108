import { linkFields } from '@/fields/link'
import { CONTENT_GROUP } from '@/fields/adminGroups'

import { revalidatingGlobal } from '../revalidatingGlobal'

/** The header's main navigation, one list per language, one level of sub-items. */
// Alike the other globals by shape only: each names its own slug, labels and fields.
export const Navigation = revalidatingGlobal({
  slug: 'navigation',
  label: { de: 'Hauptnavigation', en: 'Main navigation' },
  admin: { group: CONTENT_GROUP },
  fields: [
    {
      name: 'items',
      type: 'array',
      localized: true,
      maxRows: 8,
      label: { de: 'Einträge', en: 'Items' },
      labels: {
        singular: { de: 'Eintrag', en: 'Item' },
        plural: { de: 'Einträge', en: 'Items' },
      },
      fields: [
        ...linkFields(),
        {
          name: 'children',
          type: 'array',
          maxRows: 12,
          label: { de: 'Untereinträge', en: 'Sub-items' },
          labels: {
            singular: { de: 'Untereintrag', en: 'Sub-item' },
            plural: { de: 'Untereinträge', en: 'Sub-items' },
          },
          fields: linkFields(),
        },
      ],
    },
  ],
})
