import type { CollectionConfig } from 'payload'

import { isStaffRequest, staffOnly } from '@/access'
import { ADMINISTRATION_GROUP } from '@/fields/adminGroups'
import { RESET_MAIL_INTERVAL_MS } from '@/features/portal/auth/constants'
import { lastVisitFields, rememberLastVisit } from '@/features/staff-dashboard/last-visit'
import { env } from '@/lib/env'

import { staffForgotPasswordHandler } from './forgot-password'
import { staffLoginHandler } from './login'

/** Staff accounts: editors and inbox readers. Customers have a collection of their own. */
export const Users: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'users',
  labels: {
    singular: { de: 'Mitarbeiter', en: 'Staff member' },
    plural: { de: 'Mitarbeiter', en: 'Staff' },
  },
  admin: { useAsTitle: 'email', group: ADMINISTRATION_GROUP },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Secure whenever the site is served over https (production); plain-http local runs still log
    // in.
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https://') },
    // The session lives in the HttpOnly cookie only (the admin sends it with every call); scripts
    // never see the token.
    removeTokenFromResponses: true,
    // A reset link is valid for one hour; a new one is mailed only after the pause the endpoint
    // keeps, which the admin's resend countdown shows too.
    forgotPassword: { expiration: 60 * 60 * 1000, minRequestInterval: RESET_MAIL_INTERVAL_MS },
  },
  access: {
    admin: ({ req }) => isStaffRequest(req),
    read: staffOnly,
    create: staffOnly,
    update: staffOnly,
    delete: staffOnly,
  },
  // Matched before Payload's own endpoint of the same path (see
  // features/portal/auth/server/endpoints.ts).
  endpoints: [
    { path: '/login', method: 'post', handler: staffLoginHandler },
    { path: '/forgot-password', method: 'post', handler: staffForgotPasswordHandler },
  ],
  hooks: { afterLogin: [rememberLastVisit] },
  fields: [
    { name: 'name', type: 'text', label: { de: 'Name', en: 'Name' }, maxLength: 120 },
    ...lastVisitFields,
  ],
}
