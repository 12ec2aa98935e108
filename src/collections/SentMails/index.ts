import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'
import { INBOX_GROUP } from '@/features/forms/inbox/fields'

/**
 * A record of every mail the outbox sent, by dedupe key: what makes a retried mail job send nothing
 * twice.
 */
export const SentMails: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'sent-mails',
  labels: {
    singular: { de: 'Gesendete E-Mail', en: 'Sent mail' },
    plural: { de: 'Gesendete E-Mails', en: 'Sent mails' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'createdAt'],
    group: INBOX_GROUP,
  },
  access: { read: staffOnly, create: () => false, update: () => false, delete: staffOnly },
  fields: [
    {
      name: 'dedupeKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { de: 'Schlüssel', en: 'Key' },
    },
    { name: 'to', type: 'text', required: true, label: { de: 'An', en: 'To' } },
    { name: 'subject', type: 'text', required: true, label: { de: 'Betreff', en: 'Subject' } },
  ],
}
