import type { TextFieldSingleValidation } from 'payload'

import { profileSchema } from '@/features/portal/profile/schemas'

type Language = 'de' | 'en'
type ProfileField = 'vorname' | 'nachname' | 'firma' | 'telefon'

const MESSAGES: Record<ProfileField, Record<Language, string>> = {
  vorname: {
    de: 'Bitte nur Buchstaben, Leerzeichen und . , ’ - (höchstens 80 Zeichen).',
    en: 'Please use letters, spaces and . , ’ - only (at most 80 characters).',
  },
  nachname: {
    de: 'Bitte nur Buchstaben, Leerzeichen und . , ’ - (höchstens 80 Zeichen).',
    en: 'Please use letters, spaces and . , ’ - only (at most 80 characters).',
  },
  firma: { de: 'Höchstens 120 Zeichen.', en: 'At most 120 characters.' },
  telefon: {
    de: 'Eine Telefonnummer aus Ziffern, mit + ( ) - . oder Leerzeichen (höchstens 40 Zeichen).',
    en: 'A phone number of digits, with + ( ) - . or spaces (at most 40 characters).',
  },
}

/**
 * The portal profile's rule for one field (features/portal/profile/schemas.ts), on every write
 * of the collection: the portal form, the REST API (PATCH /api/customers/<id>) and the admin.
 */
export const profileRule =
  (field: ProfileField): TextFieldSingleValidation =>
  (value, { req, required }) => {
    if (value === undefined || value === null || value === '')
      return required ? req.t('validation:required') : true
    if (profileSchema.shape[field].safeParse(value).success) return true
    return MESSAGES[field][req.i18n?.language === 'en' ? 'en' : 'de']
  }
