/** The form's type names of SPEC §3 (formType). */
export const FORM_TYPES = {
  contactLong: 'kontaktFormLong',
  contactShort: 'kontaktFormShort',
  callback: 'callbackForm',
  whitepaper: 'whitepaperKontaktForm',
  newsletter: 'newsletterForm',
} as const
