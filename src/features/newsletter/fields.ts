import en from '../../../messages/en.json'
import { namedOptions, selectKind, textKind } from '@/features/forms/field-kinds'
import { emailRow, personRow } from '@/features/forms/field-rows'
import type { FieldKind, FieldTable } from '@/features/forms/field-table'
import { oneOf, optionalText } from '@/features/forms/fields'
import { csvDateTime, csvOption } from '@/features/forms/inbox/csv-values'
import { languageField } from '@/features/forms/inbox/fields'
import { NEWSLETTER_INTERESTS, NEWSLETTER_SALUTATIONS } from '@/features/forms/options'
import { NAME_PATTERN } from '@/features/forms/patterns'
import { multiChoice } from '@/features/forms/rules'

import { validateSubscriptionChange } from './status'

/**
 * The newsletter sign-up's field table: its rules (schema.ts) and the inbox fields and CSV
 * columns of newsletter-subscriptions (collection.ts). The sign-up sends no field list by mail
 * (the confirmation mail only holds the links), and what it stores is normalised by
 * server/subscriptions.ts, which the contact form's newsletter box uses too.
 */

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
const STATUS_LABELS = {
  pending: { de: 'Unbestätigt', en: 'Not yet confirmed' },
  confirmed: { de: 'Bestätigt', en: 'Confirmed' },
  unsubscribed: { de: 'Abgemeldet', en: 'Unsubscribed' },
}
const STATUS_OPTIONS = NEWSLETTER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))

/** A date the server sets, shown in the sidebar; the CSV writes it in the staff's language. */
const sidebarDate: FieldKind = {
  csv: csvDateTime,
  payload: (name, label) => ({
    name,
    type: 'date',
    label,
    admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
  }),
}

export const newsletterFields = [
  {
    name: 'subscription',
    label: { de: 'Anmeldung', en: 'Subscription' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: STATUS_OPTIONS,
        label,
        validate: validateSubscriptionChange,
        admin: {
          position: 'sidebar',
          description: {
            de: 'Von Hand nur „Abgemeldet“; bestätigt wird über den Link in der Mail.',
            en: 'By hand only “Unsubscribed”; confirming is done through the link in the mail.',
          },
        },
      }),
      csv: (value, language) => csvOption(STATUS_OPTIONS, value, language),
    },
    csv: { after: 'interessen' },
  },
  {
    name: 'confirmedAt',
    label: { de: 'Bestätigt am', en: 'Confirmed on' },
    kind: sidebarDate,
    csv: { after: 'subscription' },
  },
  {
    name: 'unsubscribedAt',
    label: { de: 'Abgemeldet am', en: 'Unsubscribed on' },
    kind: sidebarDate,
    csv: false,
  },
  // Spam flag, language and page: the export's leading columns (inbox/export.ts) show them.
  {
    name: 'spam',
    label: { de: 'Spam (Falle ausgefüllt)', en: 'Spam (trap filled in)' },
    kind: {
      payload: (name, label) => ({
        name,
        type: 'checkbox',
        defaultValue: false,
        index: true,
        label,
        admin: { position: 'sidebar', readOnly: true },
      }),
    },
    csv: false,
  },
  {
    name: 'language',
    label: { de: 'Sprache', en: 'Language' },
    kind: { payload: () => languageField },
    csv: false,
  },
  {
    name: 'requestPage',
    label: { de: 'Angemeldet auf Seite', en: 'Signed up on page' },
    kind: textKind({ admin: { position: 'sidebar', readOnly: true } }),
    csv: false,
  },
  emailRow,
  {
    name: 'interessen',
    label: { de: 'Interessen', en: 'Interests' },
    kind: textKind({
      admin: {
        readOnly: true,
        description: {
          de: NEWSLETTER_INTERESTS.join(', '),
          en: NEWSLETTER_INTERESTS.map((value) => en.forms.option.interessen[value]).join(', '),
        },
      },
    }),
    rule: multiChoice('interessen', NEWSLETTER_INTERESTS),
    csv: { after: 'nachname', options: 'interessen' },
  },
  // The newsletter has no academic title: the salutation only, a company may subscribe too.
  {
    ...personRow.salutation,
    kind: selectKind(namedOptions(NEWSLETTER_SALUTATIONS, en.forms.option.salutation)),
    rule: oneOf('anrede', NEWSLETTER_SALUTATIONS),
  },
  { ...personRow.firstName, rule: optionalText('vorname', NAME_PATTERN) },
  { ...personRow.lastName, rule: optionalText('nachname', NAME_PATTERN) },
  personRow.displayName,
  // sha256 of the confirmation token (hex); the token itself is only in the mailed link.
  {
    name: 'tokenHash',
    label: { de: 'Token-Hash', en: 'Token hash' },
    kind: {
      payload: (name) => ({
        name,
        type: 'text',
        index: true,
        admin: { hidden: true },
        access: { read: () => false, update: () => false },
      }),
    },
    csv: false,
  },
  {
    name: 'tokenExpiresAt',
    label: { de: 'Token gültig bis', en: 'Token valid until' },
    kind: { payload: (name) => ({ name, type: 'date', admin: { hidden: true } }) },
    csv: false,
  },
] as const satisfies FieldTable
