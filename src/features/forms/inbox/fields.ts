import type { Field, FieldHook } from 'payload'

type Label = { de: string; en: string }

/** The admin group of everything visitors send. */
export const INBOX_GROUP = { de: 'Posteingang', en: 'Inbox' }

/** Work states of a submission in the staff inbox. */
export const INBOX_STATUSES = ['new', 'done'] as const
const STATUS_LABELS: Record<(typeof INBOX_STATUSES)[number], Label> = {
  new: { de: 'Neu', en: 'New' },
  done: { de: 'Erledigt', en: 'Done' },
}

/** The site's two languages, named in the admin's language. */
export const LANGUAGE_OPTIONS = [
  { value: 'de', label: { de: 'Deutsch', en: 'German' } },
  { value: 'en', label: { de: 'Englisch', en: 'English' } },
]

/** The language of the page a submission came from (the language its mails are written in). */
export const languageField: Field = {
  name: 'language',
  type: 'select',
  required: true,
  defaultValue: 'de',
  options: LANGUAGE_OPTIONS,
  label: { de: 'Sprache', en: 'Language' },
  admin: { position: 'sidebar', readOnly: true },
}

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
  languageField,
  {
    name: 'requestPage',
    type: 'text',
    label: { de: 'Gesendet von Seite', en: 'Sent from page' },
    admin: { position: 'sidebar', readOnly: true },
  },
]

/** Keeps the hidden name column (list view, search) in step with first and last name. */
export const setDisplayName: FieldHook = ({ siblingData }) =>
  [siblingData?.titel, siblingData?.vorname, siblingData?.nachname].filter(Boolean).join(' ') ||
  siblingData?.email ||
  ''
