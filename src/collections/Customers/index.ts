import { type CollectionBeforeValidateHook, type CollectionConfig, ValidationError } from 'payload'

import { isStaffRequest } from '@/access'
import { customerAuthEndpoints } from '@/features/portal/auth/server/endpoints'
import { env } from '@/lib/env'

import { MIN_PASSWORD_LENGTH, ownAccountOrStaff } from './access'
import { guardCustomerSelfService } from './guards'
import { authNeedsPortal } from './portal-flag'
import { profileRule } from './validate'

/** Customer passwords need at least 10 characters; Payload checks only presence. */
const passwordLength: CollectionBeforeValidateHook = ({ data, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: 'customers',
      errors: [
        {
          path: 'password',
          message:
            req.i18n?.language === 'en'
              ? `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`
              : `Das Passwort braucht mindestens ${MIN_PASSWORD_LENGTH} Zeichen.`,
        },
      ],
    })
  }
  return data
}

/**
 * Customers who log in to the portal: an auth collection of their own, separate from staff.
 * They never reach the admin (it belongs to `users`), and see and change only their own account.
 */
export const Customers: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'customers',
  labels: { singular: { de: 'Kunde', en: 'Customer' }, plural: { de: 'Kunden', en: 'Customers' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'vorname', 'nachname', 'firma'],
    listSearchableFields: ['email', 'vorname', 'nachname', 'firma'],
    group: { de: 'Kundenportal', en: 'Customer portal' },
  },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Lax', secure: env.SITE_URL.startsWith('https://') },
    // The session lives in the HttpOnly cookie only; scripts never see the token.
    removeTokenFromResponses: true,
    // A reset link is valid for one hour.
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  access: {
    admin: () => false,
    read: ownAccountOrStaff,
    create: ({ req }) => isStaffRequest(req),
    update: ownAccountOrStaff,
    delete: ({ req }) => isStaffRequest(req),
    unlock: ({ req }) => isStaffRequest(req),
  },
  // Login, password reset and first-register replaced by ours (answers that reveal nothing).
  endpoints: customerAuthEndpoints,
  hooks: {
    beforeOperation: [authNeedsPortal],
    beforeValidate: [passwordLength],
    beforeChange: [guardCustomerSelfService],
  },
  fields: [
    {
      name: 'anrede',
      type: 'select',
      label: { de: 'Anrede', en: 'Salutation' },
      options: [
        { value: 'Herr', label: { de: 'Herr', en: 'Mr' } },
        { value: 'Frau', label: { de: 'Frau', en: 'Ms' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'vorname',
          type: 'text',
          required: true,
          maxLength: 80,
          validate: profileRule('vorname'),
          label: { de: 'Vorname', en: 'First name' },
        },
        {
          name: 'nachname',
          type: 'text',
          required: true,
          maxLength: 80,
          validate: profileRule('nachname'),
          label: { de: 'Nachname', en: 'Last name' },
        },
      ],
    },
    {
      name: 'firma',
      type: 'text',
      maxLength: 120,
      validate: profileRule('firma'),
      label: { de: 'Firma', en: 'Company' },
    },
    {
      name: 'telefon',
      type: 'text',
      maxLength: 40,
      validate: profileRule('telefon'),
      label: { de: 'Telefon', en: 'Phone' },
    },
  ],
}
