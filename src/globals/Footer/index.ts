import { linkFields } from '@/fields/link'
import { CONTENT_GROUP } from '@/fields/adminGroups'

import { revalidatingGlobal } from '../revalidatingGlobal'

/** Footer link columns and the legal links, one set per language. */
// Alike the other globals by shape only: each names its own slug, labels and fields.
export const Footer = revalidatingGlobal({
  slug: 'footer',
  label: { de: 'Fußzeile', en: 'Footer' },
  admin: { group: CONTENT_GROUP },
  fields: [
    {
      name: 'columns',
      type: 'array',
      localized: true,
      maxRows: 4,
      label: { de: 'Spalten', en: 'Columns' },
      labels: {
        singular: { de: 'Spalte', en: 'Column' },
        // Same shape as the list blocks' rows (Certifications, Downloads, Timeline) by design: each
        // list names its own rows for the admin.
        plural: { de: 'Spalten', en: 'Columns' },
      },
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          // Same shape as other heading and title fields by design: each field states its own limit
          // and label.
          maxLength: 80,
          label: { de: 'Überschrift', en: 'Heading' },
        },
        {
          name: 'links',
          type: 'array',
          maxRows: 10,
          label: { de: 'Links', en: 'Links' },
          labels: {
            singular: { de: 'Link', en: 'Link' },
            plural: { de: 'Links', en: 'Links' },
          },
          fields: linkFields(),
        },
      ],
    },
    {
      name: 'legalLinks',
      type: 'array',
      localized: true,
      // Alike the columns' link list above by shape only: legal links are a list of their own, with
      // their own limit and names.
      maxRows: 6,
      label: { de: 'Rechtliche Links', en: 'Legal links' },
      labels: {
        singular: { de: 'Rechtlicher Link', en: 'Legal link' },
        plural: { de: 'Rechtliche Links', en: 'Legal links' },
      },
      fields: linkFields(),
    },
    {
      name: 'claim',
      type: 'textarea',
      localized: true,
      maxLength: 300,
      label: { de: 'Kurzbeschreibung', en: 'Short description' },
    },
  ],
})
