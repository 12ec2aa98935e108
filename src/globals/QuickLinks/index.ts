import { validateHref } from '@/fields/link'
import { SEMINARS_GROUP } from '@/fields/adminGroups'

import { revalidatingGlobal } from '../revalidatingGlobal'

/**
 * Popular searches ('Beliebte Suchanfragen') offered below the finder's autocomplete. Each entry
 * has a title per language and, optionally, a page it leads to instead of a search.
 */
// Alike the other globals by shape only: each names its own slug, labels and fields.
export const QuickLinks = revalidatingGlobal({
  slug: 'quick-links',
  label: { de: 'Beliebte Suchanfragen', en: 'Popular searches' },
  admin: { group: SEMINARS_GROUP },
  fields: [
    {
      name: 'items',
      type: 'array',
      maxRows: 12,
      label: { de: 'Einträge', en: 'Entries' },
      labels: {
        singular: { de: 'Eintrag', en: 'Entry' },
        plural: { de: 'Einträge', en: 'Entries' },
      },
      // Same shape as the block arrays (Advantages, Certifications, Downloads, Timeline) and
      // BlogTopics by design: Payload configs are declarative.
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          localized: true,
          maxLength: 80,
          label: { de: 'Suchbegriff', en: 'Search term' },
        },
        {
          name: 'url',
          type: 'text',
          localized: true,
          maxLength: 300,
          validate: validateHref,
          label: { de: 'Ziel (optional)', en: 'Target (optional)' },
          admin: {
            description: {
              de: 'Leer: der Begriff wird gesucht.',
              en: 'Empty: the term is searched for.',
            },
          },
        },
      ],
    },
  ],
})
