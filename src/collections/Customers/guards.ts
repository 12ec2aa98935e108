import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

/** Set on `req.context` by the portal's password change after it checked the current password. */
export const PASSWORD_CHANGE_VERIFIED = 'customerPasswordVerified'

const MESSAGES = {
  email: {
    de: 'Die E-Mail-Adresse Ihres Kundenkontos kann nur unser Team ändern.',
    en: 'Only our team can change the email address of your customer account.',
  },
  password: {
    de: 'Ein neues Passwort setzen Sie im Kundenportal unter „Profil“, mit Ihrem bisherigen Passwort.',
    en: 'Set a new password in the customer portal under “Profile”, with your current password.',
  },
}

/**
 * A customer's own session may change their contact data, nothing more: not the e-mail (bookings
 * belong to the account by it) and not the password unless the portal checked the current one
 * first. So a stolen session cookie cannot take the account over through the REST API.
 */
export const guardCustomerSelfService: CollectionBeforeChangeHook = ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || req.user?.collection !== 'customers') return data
  const language = req.i18n?.language === 'en' ? 'en' : 'de'
  const errors: { path: string; message: string }[] = []
  const email = data.email as unknown
  if (
    email !== undefined &&
    (typeof email !== 'string' ||
      email.trim().toLowerCase() !== String(originalDoc?.email ?? '').toLowerCase())
  ) {
    errors.push({ path: 'email', message: MESSAGES.email[language] })
  }
  if (data.password !== undefined && req.context[PASSWORD_CHANGE_VERIFIED] !== true) {
    errors.push({ path: 'password', message: MESSAGES.password[language] })
  }
  if (errors.length) throw new ValidationError({ collection: 'customers', errors })
  return data
}
