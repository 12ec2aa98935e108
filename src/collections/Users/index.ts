import type { CollectionConfig } from 'payload'

import { isStaffRequest, staffOnly } from '@/access'

/** Staff accounts: editors and inbox readers. Customers have a collection of their own. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { de: 'Mitarbeiter', en: 'Staff member' },
    plural: { de: 'Mitarbeiter', en: 'Staff' },
  },
  admin: { useAsTitle: 'email', group: { de: 'Verwaltung', en: 'Administration' } },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && !process.env.INSECURE_COOKIES },
  },
  access: {
    admin: ({ req }) => isStaffRequest(req),
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  fields: [
    { name: 'name', type: 'text', label: { de: 'Name', en: 'Name' }, maxLength: 120 },
  ],
}
