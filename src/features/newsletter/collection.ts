import type { CollectionConfig } from 'payload'

import { NEWSLETTER_INTERESTS, NEWSLETTER_SALUTATIONS } from '@/features/forms/options'

import { inboxCollection } from '@/features/forms/inbox/collection'
import { fieldColumn } from '@/features/forms/inbox/export'
import { emailField, personFields } from '@/features/forms/inbox/fields'
import { dateUnsubscribe, validateSubscriptionChange } from './status'

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
const STATUS_LABELS = {
  pending: { de: 'Unbestätigt', en: 'Not yet confirmed' },
  confirmed: { de: 'Bestätigt', en: 'Confirmed' },
  unsubscribed: { de: 'Abgemeldet', en: 'Unsubscribed' },
}

const collection = inboxCollection({
  slug: 'newsletter-subscriptions',
  labels: {
    singular: { de: 'Newsletter-Anmeldung', en: 'Newsletter subscription' },
    plural: { de: 'Newsletter-Anmeldungen', en: 'Newsletter subscriptions' },
  },
  useAsTitle: 'email',
  defaultColumns: [
    'email',
    'displayName',
    'interessen',
    'subscription',
    'confirmedAt',
    'createdAt',
  ],
  listSearchableFields: ['email', 'displayName'],
  exportName: 'newsletter',
  columns: [
    fieldColumn('email', 'E-Mail', 'Email'),
    fieldColumn('anrede', 'Anrede', 'Salutation'),
    fieldColumn('vorname', 'Vorname', 'First name'),
    fieldColumn('nachname', 'Nachname', 'Last name'),
    fieldColumn('interessen', 'Interessen', 'Interests'),
    fieldColumn('subscription', 'Anmeldung', 'Subscription'),
    fieldColumn('confirmedAt', 'Bestätigt am', 'Confirmed on'),
  ],
  withStatus: false,
  fields: [
    {
      name: 'subscription',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: NEWSLETTER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      label: { de: 'Anmeldung', en: 'Subscription' },
      validate: validateSubscriptionChange,
      admin: {
        position: 'sidebar',
        description: {
          de: 'Von Hand nur „Abgemeldet“; bestätigt wird über den Link in der Mail.',
          en: 'By hand only “Unsubscribed”; confirming is done through the link in the mail.',
        },
      },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: { de: 'Bestätigt am', en: 'Confirmed on' },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      label: { de: 'Abgemeldet am', en: 'Unsubscribed on' },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'spam',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { de: 'Spam (Falle ausgefüllt)', en: 'Spam (trap filled in)' },
      admin: { position: 'sidebar', readOnly: true },
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
    {
      name: 'requestPage',
      type: 'text',
      label: { de: 'Angemeldet auf Seite', en: 'Signed up on page' },
      admin: { position: 'sidebar', readOnly: true },
    },
    emailField(),
    {
      name: 'interessen',
      type: 'text',
      label: { de: 'Interessen', en: 'Interests' },
      admin: {
        readOnly: true,
        description: { de: NEWSLETTER_INTERESTS.join(', '), en: NEWSLETTER_INTERESTS.join(', ') },
      },
    },
    // The newsletter has no academic title: the salutation only.
    ...personFields(NEWSLETTER_SALUTATIONS).map((field) =>
      field.type === 'row'
        ? { ...field, fields: field.fields.filter((f) => !('name' in f) || f.name !== 'titel') }
        : field,
    ),
    // sha256 of the confirmation token (hex); the token itself is only in the mailed link.
    {
      name: 'tokenHash',
      type: 'text',
      index: true,
      admin: { hidden: true },
      access: { read: () => false, update: () => false },
    },
    { name: 'tokenExpiresAt', type: 'date', admin: { hidden: true } },
  ],
})

/**
 * Newsletter sign-ups with double opt-in (POST /api/json-api/newsletter/): pending until the
 * visitor follows the link in the confirmation mail. Only confirmed addresses may get newsletters;
 * staff can only unsubscribe one (status.ts).
 */
export const NewsletterSubscriptions: CollectionConfig = {
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeChange: [...(collection.hooks?.beforeChange ?? []), dateUnsubscribe],
  },
}
