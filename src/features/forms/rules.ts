import { z } from 'zod'

import { type FieldTable, schemaFromTable } from './field-table'
import {
  honeypot,
  invalidKey,
  mustAccept,
  oneOf,
  optionalText,
  requiredKey,
  requiredText,
} from './fields'
import { COUNTRY_CODES, MEDIUMS, MULTI_VALUE_SEPARATOR, SALUTATIONS, TITLES } from './options'
import { NAME_PATTERN, PHONE_PATTERN } from './patterns'

/**
 * The zod rules the forms share (docs/behaviour/validation.md). The browser validates with them
 * (react-hook-form) and the endpoints with the very same objects.
 */

export const MESSAGE_MAX = 2000
export const PHONE_MAX = 40
export const POSTCODE_MAX = 12

export const salutation = oneOf('anrede', SALUTATIONS)
export const title = z.enum(TITLES, { error: invalidKey('titel') }).default('')
export const name = (field: string) => requiredText(field, NAME_PATTERN)
export const optionalPhone = (field: string) => optionalText(field, PHONE_PATTERN, PHONE_MAX)
export const requiredPhone = (field: string) => requiredText(field, PHONE_PATTERN, PHONE_MAX)
export const country = z
  .string({ error: requiredKey('land') })
  .trim()
  .min(1, requiredKey('land'))
  .refine((code) => COUNTRY_CODES.includes(code), invalidKey('land'))
/** A country that may be left empty (the short form sends the long form's shape, mostly empty). */
export const optionalCountry = z
  .string({ error: invalidKey('land') })
  .trim()
  .refine((code) => code === '' || COUNTRY_CODES.includes(code), invalidKey('land'))
  .default('')

/** A yes/no box that may stay unticked. */
export const optionalFlag = z.boolean({ error: invalidKey('flag') }).default(false)

/** The page the form was sent from: a path of this site, never a full URL. */
const requestPage = z
  .string({ error: invalidKey('requestPage') })
  .trim()
  .max(300, invalidKey('requestPage'))
  .regex(/^\/(?!\/)[^\s\\]*$/, invalidKey('requestPage'))
  .default('/')

/** None, one or several values of a list, joined with a comma (the select field's rule). */
export const multiChoice = (field: string, values: readonly string[]) =>
  z
    .string({ error: invalidKey(field) })
    .max(500, invalidKey(field))
    .refine(
      (value) =>
        value === '' ||
        value
          .split(MULTI_VALUE_SEPARATOR)
          .map((part) => part.trim())
          .every((part) => values.includes(part)),
      invalidKey(field),
    )
    .default('')

export const medium = z
  .union([z.literal(''), z.enum(MEDIUMS)], { error: invalidKey('medium') })
  .default('')
export const mediumOther = optionalText('medium_other', undefined, 200)
export const message = requiredText('mitteilung', undefined, MESSAGE_MAX)

/**
 * What every form sends besides its stored fields: the trap field people leave empty, the page
 * it was sent from and the privacy consent.
 */
export const submissionRules = {
  video_url: honeypot,
  requestPage,
  datenschutz: mustAccept('datenschutz'),
}

/** A form's zod shape: its formType, its field table's rules and what every form sends. */
export const formShape = <const FormType extends string, Table extends FieldTable>(
  formType: FormType,
  table: Table,
) => ({ formType: z.literal(formType), ...schemaFromTable(table), ...submissionRules })

/** The language of the page a form was sent from: English under /en/, German otherwise. */
export const languageOfPage = (path: string): 'de' | 'en' =>
  /^\/en(\/|$)/.test(path) ? 'en' : 'de'
