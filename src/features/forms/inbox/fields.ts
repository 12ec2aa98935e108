import type { Field, FieldHook } from 'payload'

import {
  INFO_TOPICS,
  MEDIUMS,
  NEWSLETTER_SALUTATIONS,
  SALUTATIONS,
  TITLES,
} from '@/features/forms/options'

type Label = { de: string; en: string }

/** The admin group of everything visitors send. */
export const INBOX_GROUP = { de: 'Posteingang', en: 'Inbox' }

/** Work states of a submission in the staff inbox. */
export const INBOX_STATUSES = ['new', 'done'] as const
const STATUS_LABELS: Record<(typeof INBOX_STATUSES)[number], Label> = {
  new: { de: 'Neu', en: 'New' },
  done: { de: 'Erledigt', en: 'Done' },
}

const readOnly = { readOnly: true }
const text = (name: string, label: Label, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label, admin: readOnly, ...extra }) as Field
const options = (values: readonly string[]) =>
  values.filter(Boolean).map((value) => ({ value, label: value }))

/** Status, staff note and where the submission came from: shared by every inbox collection. */
export const workFields: Field[] = [
  {
    name: 'status',
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: INBOX_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
    label: { de: 'Status', en: 'Status' },
    admin: {
      position: 'sidebar',
      description: {
        de: 'Auf „Erledigt“ setzen, wenn die Anfrage beantwortet ist.',
        en: 'Set to “Done” once the request is answered.',
      },
    },
  },
  {
    name: 'staffNote',
    type: 'textarea',
    maxLength: 2000,
    label: { de: 'Interne Notiz', en: 'Internal note' },
    admin: { position: 'sidebar' },
  },
  {
    name: 'spam',
    type: 'checkbox',
    defaultValue: false,
    index: true,
    label: { de: 'Spam (Falle ausgefüllt)', en: 'Spam (trap filled in)' },
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: {
        de: 'Spam wird nie per E-Mail weitergeleitet.',
        en: 'Spam is never forwarded by mail.',
      },
    },
  },
  {
    name: 'language',
    type: 'select',
    required: true,
    defaultValue: 'de',
    options: [
      { value: 'de', label: 'Deutsch' },
      { value: 'en', label: 'English' },
    ],
    label: { de: 'Sprache', en: 'Language' },
    admin: { position: 'sidebar', readOnly: true },
  },
  text(
    'requestPage',
    { de: 'Gesendet von Seite', en: 'Sent from page' },
    { admin: { position: 'sidebar', readOnly: true } },
  ),
]

/** Keeps the hidden name column (list view, search) in step with first and last name. */
export const setDisplayName: FieldHook = ({ siblingData }) =>
  [siblingData?.titel, siblingData?.vorname, siblingData?.nachname].filter(Boolean).join(' ') ||
  siblingData?.email ||
  ''

/** The person who wrote: salutation, title and name (docs/behaviour/entities.md payloads). */
export const personFields = (salutations: readonly string[] = SALUTATIONS): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'anrede',
        type: 'select',
        options: options(salutations),
        label: { de: 'Anrede', en: 'Salutation' },
        admin: readOnly,
      },
      {
        name: 'titel',
        type: 'select',
        options: options(TITLES),
        label: { de: 'Titel', en: 'Title' },
        admin: readOnly,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      text('vorname', { de: 'Vorname', en: 'First name' }),
      text('nachname', { de: 'Nachname', en: 'Last name' }),
    ],
  },
  {
    name: 'displayName',
    type: 'text',
    label: { de: 'Name', en: 'Name' },
    admin: { hidden: true },
    hooks: { beforeChange: [setDisplayName] },
  },
]

export const newsletterSalutations = NEWSLETTER_SALUTATIONS

export const companyFields: Field[] = [
  {
    type: 'row',
    fields: [
      text('firma', { de: 'Firma', en: 'Company' }),
      text('abteilung', { de: 'Abteilung', en: 'Department' }),
    ],
  },
]

export const addressFields: Field[] = [
  text('strasse', { de: 'Straße und Hausnummer', en: 'Street and number' }),
  {
    type: 'row',
    fields: [
      text('plz', { de: 'PLZ', en: 'Postcode' }),
      text('ort', { de: 'Ort', en: 'City' }),
      text('land', { de: 'Land', en: 'Country' }),
    ],
  },
]

export const emailField = (): Field => ({
  name: 'email',
  type: 'email',
  required: true,
  index: true,
  label: { de: 'E-Mail', en: 'Email' },
  admin: readOnly,
})

export const phoneFields = (names: readonly ('telefon' | 'mobiltelefon' | 'fax')[]): Field[] => [
  {
    type: 'row',
    fields: names.map((name) =>
      text(
        name,
        {
          telefon: { de: 'Telefon', en: 'Phone' },
          mobiltelefon: { de: 'Mobil', en: 'Mobile' },
          fax: { de: 'Fax', en: 'Fax' },
        }[name],
      ),
    ),
  },
]

export const messageFields: Field[] = [
  {
    name: 'mitteilung',
    type: 'textarea',
    label: { de: 'Mitteilung', en: 'Message' },
    admin: readOnly,
  },
  {
    type: 'row',
    fields: [
      {
        name: 'medium',
        type: 'select',
        options: options(MEDIUMS),
        label: { de: 'Aufmerksam geworden durch', en: 'Heard of us through' },
        admin: readOnly,
      },
      text('medium_other', { de: 'Sonstiges (Text)', en: 'Other (text)' }),
    ],
  },
  {
    name: 'emailBestaetigung',
    type: 'checkbox',
    label: { de: 'Bestätigung per E-Mail gewünscht', en: 'Confirmation by mail requested' },
    admin: readOnly,
  },
]

export const infoTopicOptions = options(INFO_TOPICS)
