import type { CollectionConfig } from 'payload'

import { csvColumnsFromTable, inboxFieldsFromTable } from '@/features/forms/field-table'
import { inboxCollection } from '@/features/forms/inbox/collection'

import { newsletterFields } from './fields'
import { dateUnsubscribe } from './status'

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
  columns: csvColumnsFromTable(newsletterFields),
  withStatus: false,
  fields: inboxFieldsFromTable(newsletterFields),
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
