import type { CollectionConfig, Field, FieldHook } from 'payload'

import { staffOnly } from '@/access'

import { withQueueLabels } from './queue-labels'

type MailInput = { to?: string; subject?: string }
type JobRow = { input?: MailInput | null; hasError?: boolean | null; totalTried?: number | null }

type Language = 'de' | 'en'

/** A read-only column computed from the job on every read: no database column, no migration. */
const shown = (
  name: string,
  label: Record<Language, string>,
  value: (job: JobRow, language: Language) => string | undefined,
): Field => {
  const afterRead: FieldHook = ({ data, req }) =>
    value((data ?? {}) as JobRow, req.i18n?.language === 'en' ? 'en' : 'de')
  return {
    name,
    type: 'text',
    virtual: true,
    label,
    admin: { readOnly: true },
    hooks: { afterRead: [afterRead] },
  }
}

const STATES = {
  de: {
    failed: 'Endgültig gescheitert – bitte die Person anders erreichen',
    retrying: 'Wartet auf den nächsten Versuch',
    queued: 'Wird gleich verschickt',
  },
  en: {
    failed: 'Failed for good – please reach the person another way',
    retrying: 'Waiting for the next try',
    queued: 'About to be sent',
  },
} as const

/** What staff need to know of a queued mail: will it still go out, or has it failed for good? */
export function mailState(job: JobRow, language: Language = 'de'): string {
  const state = job.hasError ? 'failed' : (job.totalTried ?? 0) > 0 ? 'retrying' : 'queued'
  return STATES[language][state]
}

/**
 * Payload's jobs collection (the mail outbox, decision 0006), shown to staff read-only. Sent mails
 * are deleted from it (Payload's default) and logged in `sent-mails`, so this list holds exactly
 * the mails still waiting and those that failed for good (a mistyped address, a mailbox that does
 * not exist): staff see whom a booking confirmation or a reply never reached. Nobody writes here
 * by hand; Payload and the outbox write with overridden access.
 */
export const mailQueueCollection = ({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig => ({
  ...defaultJobsCollection,
  labels: {
    singular: { de: 'Ausgehende Mail', en: 'Outgoing mail' },
    plural: { de: 'Mail-Warteschlange', en: 'Mail queue' },
  },
  access: { create: () => false, read: staffOnly, update: () => false, delete: () => false },
  admin: {
    ...defaultJobsCollection.admin,
    group: { de: 'Posteingang', en: 'Inbox' },
    hidden: ({ user }) => !user || user.collection !== 'users',
    defaultColumns: ['recipient', 'subject', 'state', 'totalTried', 'createdAt'],
    description: {
      de: 'Mails, die noch nicht verschickt sind. Gescheiterte Versuche werden bis zu 15-mal wiederholt, zuletzt in großen Abständen; „Endgültig gescheitert“ heißt: Diese Mail kommt nicht mehr an. Verschickte Mails stehen unter „Gesendete E-Mails“.',
      en: 'Mails not sent yet. Failed tries are repeated up to 15 times, the last ones far apart; “failed for good” means this mail will not arrive. Sent mails are listed under “Sent mails”.',
    },
  },
  fields: [
    shown('recipient', { de: 'An', en: 'To' }, (job) => job.input?.to),
    shown('subject', { de: 'Betreff', en: 'Subject' }, (job) => job.input?.subject),
    shown('state', { de: 'Stand', en: 'State' }, mailState),
    ...defaultJobsCollection.fields.map(withQueueLabels),
  ],
})
