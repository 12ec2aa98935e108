import type { CollectionConfig } from 'payload'

import { isStaffRequest, staffOnly } from '@/access'
import { env } from '@/lib/env'

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
    // Secure whenever the site is served over https (production); plain-http local runs still log in.
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https://') },
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
