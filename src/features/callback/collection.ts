import { inboxCollection } from '@/features/forms/inbox/collection'
import { fieldColumn } from '@/features/forms/inbox/export'
import {
  companyFields,
  emailField,
  messageFields,
  personFields,
  workFields,
} from '@/features/forms/inbox/fields'

/** Callback requests (POST /api/json-api/callback/): who wants a call, when, and about what. */
export const CallbackRequests = inboxCollection({
  slug: 'callback-requests',
  labels: {
    singular: { de: 'Rückrufbitte', en: 'Callback request' },
    plural: { de: 'Rückrufbitten', en: 'Callback requests' },
  },
  defaultColumns: ['displayName', 'terminAt', 'telefon', 'firma', 'spam', 'status', 'createdAt'],
  listSearchableFields: ['displayName', 'email', 'telefon', 'firma'],
  exportName: 'rueckrufbitten',
  columns: [
    fieldColumn('termin', 'Wunschtermin', 'Preferred time'),
    fieldColumn('anrede', 'Anrede', 'Salutation'),
    fieldColumn('titel', 'Titel', 'Title'),
    fieldColumn('vorname', 'Vorname', 'First name'),
    fieldColumn('nachname', 'Nachname', 'Last name'),
    fieldColumn('firma', 'Firma', 'Company'),
    fieldColumn('abteilung', 'Abteilung', 'Department'),
    fieldColumn('telefon', 'Telefon', 'Phone'),
    fieldColumn('plz', 'PLZ', 'Postcode'),
    fieldColumn('email', 'E-Mail', 'Email'),
    fieldColumn('mitteilung', 'Mitteilung', 'Message'),
    fieldColumn('medium', 'Aufmerksam durch', 'Heard of us through'),
    fieldColumn('medium_other', 'Sonstiges', 'Other'),
  ],
  fields: [
    ...workFields,
    {
      type: 'row',
      fields: [
        {
          name: 'termin',
          type: 'text',
          required: true,
          label: {
            de: 'Wunschtermin (TT.MM.JJJJ, HH:MM)',
            en: 'Preferred time (DD.MM.YYYY, HH:MM)',
          },
          admin: { readOnly: true },
        },
        // The same time as an instant (termin is Berlin time), so the list sorts and filters by it; set by the endpoint.
        {
          name: 'terminAt',
          type: 'date',
          index: true,
          label: { de: 'Wunschtermin', en: 'Preferred time' },
          admin: {
            readOnly: true,
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy, HH:mm' },
          },
        },
        {
          name: 'telefon',
          type: 'text',
          required: true,
          label: { de: 'Telefon', en: 'Phone' },
          admin: { readOnly: true },
        },
      ],
    },
    ...personFields(),
    ...companyFields,
    {
      type: 'row',
      fields: [
        {
          name: 'plz',
          type: 'text',
          label: { de: 'PLZ', en: 'Postcode' },
          admin: { readOnly: true },
        },
        emailField(),
      ],
    },
    ...messageFields,
  ],
})
