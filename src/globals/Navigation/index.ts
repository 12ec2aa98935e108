import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { linkFields } from '@/fields/link'

import { revalidateGlobal } from '../revalidateGlobal'

/** The header's main navigation, one list per language, one level of sub-items. */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: { de: 'Hauptnavigation', en: 'Main navigation' },
  admin: { group: { de: 'Inhalte', en: 'Content' } },
  access: { read: anyone, update: staffOnly },
  fields: [
    {
      name: 'items',
      type: 'array',
      localized: true,
      maxRows: 8,
      label: { de: 'Einträge', en: 'Items' },
      fields: [
        ...linkFields(),
        {
          name: 'children',
          type: 'array',
          maxRows: 12,
          label: { de: 'Untereinträge', en: 'Sub-items' },
          fields: linkFields(),
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
