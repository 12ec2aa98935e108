import { FORM_TYPES } from '@/features/forms/schemas'

import { inboxCollection } from '@/features/forms/inbox/collection'
import { fieldColumn } from '@/features/forms/inbox/export'
import {
  addressFields,
  companyFields,
  emailField,
  infoTopicOptions,
  messageFields,
  personFields,
  phoneFields,
  workFields,
} from '@/features/forms/inbox/fields'

/**
 * Messages from the contact forms (POST /api/json-api/kontakt/): stored before the visitor gets
 * an answer, created only by that endpoint, read and marked as done by staff.
 */
export const ContactMessages = inboxCollection({
  slug: 'contact-messages',
  labels: {
    singular: { de: 'Kontaktanfrage', en: 'Contact message' },
    plural: { de: 'Kontaktanfragen', en: 'Contact messages' },
  },
  defaultColumns: ['displayName', 'email', 'firma', 'info', 'spam', 'status', 'createdAt'],
  listSearchableFields: ['displayName', 'email', 'firma', 'mitteilung'],
  exportName: 'kontaktanfragen',
  columns: [
    fieldColumn('formType', 'Formular', 'Form'),
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
    fieldColumn('telefon', 'Telefon', 'Phone'),
    fieldColumn('mobiltelefon', 'Mobil', 'Mobile'),
    fieldColumn('fax', 'Fax', 'Fax'),
    fieldColumn('info', 'Thema', 'Topic'),
    fieldColumn('mitteilung', 'Mitteilung', 'Message'),
    fieldColumn('medium', 'Aufmerksam durch', 'Heard of us through'),
    fieldColumn('medium_other', 'Sonstiges', 'Other'),
    {
      header: { de: 'Newsletter', en: 'Newsletter' },
      value: (doc, language) => (doc.newsletter ? (language === 'de' ? 'ja' : 'yes') : ''),
    },
  ],
  fields: [
    ...workFields,
    {
      name: 'formType',
      type: 'select',
      required: true,
      options: [
        {
          value: FORM_TYPES.contactLong,
          label: { de: 'Kontaktseite (lang)', en: 'Contact page (long)' },
        },
        { value: FORM_TYPES.contactShort, label: { de: 'Kurzformular', en: 'Short form' } },
      ],
      label: { de: 'Formular', en: 'Form' },
      admin: { readOnly: true },
    },
    ...personFields(),
    ...companyFields,
    ...addressFields,
    emailField(),
    ...phoneFields(['telefon', 'mobiltelefon', 'fax']),
    {
      name: 'info',
      type: 'text',
      label: { de: 'Thema', en: 'Topic' },
      admin: {
        readOnly: true,
        description: {
          de: infoTopicOptions.map((o) => o.value).join(', '),
          en: `One of the form's topics, stored in German: ${infoTopicOptions.map((o) => o.value).join(', ')}`,
        },
      },
    },
    ...messageFields,
    {
      name: 'newsletter',
      type: 'checkbox',
      label: { de: 'Newsletter gewünscht', en: 'Wants the newsletter' },
      admin: { readOnly: true },
    },
  ],
})
