import { inboxCollection } from '@/features/forms/inbox/collection'
import { fieldColumn } from '@/features/forms/inbox/export'
import {
  addressFields,
  companyFields,
  emailField,
  personFields,
  workFields,
} from '@/features/forms/inbox/fields'

/**
 * Whitepaper requests (POST /api/json-api/whitepaper/). Each holds the hash of the access code
 * mailed to the visitor; the code itself is never stored, and it opens only this whitepaper.
 */
export const WhitepaperRequests = inboxCollection({
  slug: 'whitepaper-requests',
  labels: {
    singular: { de: 'Whitepaper-Anfrage', en: 'Whitepaper request' },
    plural: { de: 'Whitepaper-Anfragen', en: 'Whitepaper requests' },
  },
  defaultColumns: [
    'displayName',
    'whitepaperTitle',
    'email',
    'firma',
    'downloads',
    'spam',
    'status',
    'createdAt',
  ],
  listSearchableFields: ['displayName', 'email', 'firma', 'whitepaperTitle'],
  exportName: 'whitepaper-anfragen',
  columns: [
    fieldColumn('whitepaperTitle', 'Whitepaper', 'Whitepaper'),
    fieldColumn('anrede', 'Anrede', 'Salutation'),
    fieldColumn('titel', 'Titel', 'Title'),
    fieldColumn('vorname', 'Vorname', 'First name'),
    fieldColumn('nachname', 'Nachname', 'Last name'),
    fieldColumn('firma', 'Firma', 'Company'),
    fieldColumn('abteilung', 'Abteilung', 'Department'),
    fieldColumn('strasse', 'Straße', 'Street'),
    fieldColumn('plz', 'PLZ', 'Postcode'),
    fieldColumn('ort', 'Ort', 'City'),
    fieldColumn('land', 'Land', 'Country'),
    fieldColumn('email', 'E-Mail', 'Email'),
    fieldColumn('downloads', 'Downloads', 'Downloads'),
  ],
  fields: [
    ...workFields,
    {
      type: 'row',
      fields: [
        {
          name: 'whitepaper',
          type: 'relationship',
          relationTo: 'whitepapers',
          required: true,
          index: true,
          label: { de: 'Whitepaper', en: 'Whitepaper' },
          admin: { readOnly: true },
        },
        {
          name: 'whitepaperTitle',
          type: 'text',
          label: { de: 'Titel des Whitepapers', en: 'Whitepaper title' },
          admin: { readOnly: true },
        },
      ],
    },
    ...personFields(),
    ...companyFields,
    ...addressFields,
    emailField(),
    {
      type: 'row',
      fields: [
        {
          name: 'downloads',
          type: 'number',
          defaultValue: 0,
          min: 0,
          label: { de: 'Downloads', en: 'Downloads' },
          admin: { readOnly: true },
        },
        {
          name: 'lastDownloadAt',
          type: 'date',
          label: { de: 'Letzter Download', en: 'Last download' },
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    // sha256 of the access code (hex); the code is only in the visitor's browser and mail.
    {
      name: 'codeHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
  ],
})
