/** The form's type names of docs/behaviour/entities.md (formType). */
export const FORM_TYPES = {
  contactLong: 'kontaktFormLong',
  contactShort: 'kontaktFormShort',
  callback: 'callbackForm',
  whitepaper: 'whitepaperKontaktForm',
  newsletter: 'newsletterForm',
} as const
