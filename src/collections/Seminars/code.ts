import type { FieldHook, TextFieldSingleValidation } from 'payload'

import { SEMINAR_CODE_PATTERN } from '@/features/seminars/constants'

/** Codes are stored trimmed and in capitals, so 'fk-101 ' and 'FK-101' are the same seminar. */
export const normaliseCode: FieldHook = ({ value }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value

export const validateCode: TextFieldSingleValidation = (value, { req }) => {
  if (typeof value !== 'string' || value.trim() === '') return req.t('validation:required')
  return (
    SEMINAR_CODE_PATTERN.test(value.trim().toUpperCase()) ||
    `${req.t('validation:invalidInput')} (A-Z, 0-9, -)`
  )
}
