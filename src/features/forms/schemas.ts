import { z } from 'zod'

import { isValidTermin } from '@/features/callback/slots'

import {
  honeypot,
  invalidKey,
  MAX_ID,
  mustAccept,
  oneOf,
  optionalText,
  requiredEmail,
  requiredKey,
  requiredText,
} from './fields'
import { FORM_TYPES } from './form-types'
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  INFO_TOPICS,
  MEDIUMS,
  MULTI_VALUE_SEPARATOR,
  NEWSLETTER_INTERESTS,
  NEWSLETTER_SALUTATIONS,
  SALUTATIONS,
  TITLES,
} from './options'
import { NAME_PATTERN, PHONE_PATTERN, POSTCODE_PATTERN } from './patterns'

// Kept in a module of its own so that form defaults can name it without loading zod.
export { FORM_TYPES }

/**
 * One zod schema per form of SPEC §3/§5 (contact long, contact short, callback, whitepaper,
 * newsletter). The browser validates with them (react-hook-form) and the endpoints with the very
 * same objects; they are strict, so an unknown field fails instead of being stored.
 */

export const MESSAGE_MAX = 2000
const PHONE_MAX = 40
const POSTCODE_MAX = 12

const salutation = oneOf('anrede', SALUTATIONS)
const title = z.enum(TITLES, { error: invalidKey('titel') }).default('')
const name = (field: string) => requiredText(field, NAME_PATTERN)
const optionalPhone = (field: string) => optionalText(field, PHONE_PATTERN, PHONE_MAX)
const country = z
  .string({ error: requiredKey('land') })
  .trim()
  .min(1, requiredKey('land'))
  .refine((code) => COUNTRY_CODES.includes(code), invalidKey('land'))
/** A country that may be left empty (the short form sends the long form's shape, mostly empty). */
const optionalCountry = z
  .string({ error: invalidKey('land') })
  .trim()
  .refine((code) => code === '' || COUNTRY_CODES.includes(code), invalidKey('land'))
  .default('')

/** A yes/no box that may stay unticked. */
const optionalFlag = z.boolean({ error: invalidKey('flag') }).default(false)

/** The page the form was sent from: a path of this site, never a full URL. */
const requestPage = z
  .string({ error: invalidKey('requestPage') })
  .trim()
  .max(300, invalidKey('requestPage'))
  .regex(/^\/(?!\/)[^\s\\]*$/, invalidKey('requestPage'))
  .default('/')

/** None, one or several values of a list, joined with a comma (SPEC §5 select field). */
const multiChoice = (field: string, values: readonly string[]) =>
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

/** Topics of a contact message (info). */
const info = multiChoice('info', INFO_TOPICS)

const medium = z
  .union([z.literal(''), z.enum(MEDIUMS)], { error: invalidKey('medium') })
  .default('')

const mediumOther = optionalText('medium_other', undefined, 200)
const message = requiredText('mitteilung', undefined, MESSAGE_MAX)
const optionalMessage = optionalText('mitteilung', undefined, MESSAGE_MAX)

/** What both contact forms send alike (SPEC §3 contact payload): the rules do not depend on the form. */
const contactShared = {
  titel: title,
  vorname: name('vorname'),
  nachname: name('nachname'),
  abteilung: optionalText('abteilung'),
  firma: optionalText('firma'),
  mobiltelefon: optionalPhone('mobiltelefon'),
  telefon: optionalPhone('telefon'),
  fax: optionalPhone('fax'),
  email: requiredEmail(),
  video_url: honeypot,
  info,
  newsletter: optionalFlag,
  mitteilung: message,
  medium,
  medium_other: mediumOther,
  emailBestaetigung: optionalFlag,
  requestPage,
  datenschutz: mustAccept('datenschutz'),
}

/** The long contact form on /kontakt/ and /en/contact-us/ (SPEC §5 "Long contact form"): salutation and address required. */
export const contactLongSchema = z.strictObject({
  ...contactShared,
  formType: z.literal(FORM_TYPES.contactLong),
  anrede: salutation,
  strasse: requiredText('strasse'),
  plz: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
  ort: name('ort'),
  land: country.default(DEFAULT_COUNTRY),
})

/**
 * The short contact form everywhere else (SPEC §5 "Short contact form"): name, phone, e-mail,
 * message and consent, with the long form's rules. It sends the long form's shape, the other
 * fields empty; whatever is filled in anyway must still pass its rule.
 */
export const contactShortSchema = z.strictObject({
  ...contactShared,
  formType: z.literal(FORM_TYPES.contactShort),
  anrede: z.union([z.literal(''), salutation], { error: invalidKey('anrede') }).default(''),
  strasse: optionalText('strasse'),
  plz: optionalText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
  ort: optionalText('ort', NAME_PATTERN),
  land: optionalCountry,
})

/** Either contact form; the endpoint tells them apart by formType. */
export const contactSchema = z.discriminatedUnion(
  'formType',
  [contactLongSchema, contactShortSchema],
  { error: invalidKey('formType') },
)

/** The callback form (SPEC §5 "Callback form"); `termin` is the picked time, 'dd.MM.yyyy, HH:mm'. */
export const callbackSchema = z.strictObject({
  formType: z.literal(FORM_TYPES.callback),
  anrede: salutation,
  titel: title,
  vorname: name('vorname'),
  nachname: name('nachname'),
  abteilung: optionalText('abteilung'),
  firma: optionalText('firma'),
  telefon: requiredText('telefon', PHONE_PATTERN, PHONE_MAX),
  plz: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
  email: requiredEmail(),
  video_url: honeypot,
  termin: z
    .string({ error: requiredKey('termin') })
    .trim()
    .min(1, requiredKey('termin'))
    .refine((value) => isValidTermin(value), invalidKey('termin')),
  mitteilung: message,
  medium,
  medium_other: mediumOther,
  emailBestaetigung: optionalFlag,
  requestPage,
  datenschutz: mustAccept('datenschutz'),
})

/** The id of the whitepaper asked for; the browser may send it as a number or as digits. */
const whitepaperId = z
  .union(
    [
      z
        .number({ error: invalidKey('downloadId') })
        .int(invalidKey('downloadId'))
        .positive(invalidKey('downloadId')),
      z
        .string({ error: invalidKey('downloadId') })
        .regex(/^[1-9]\d{0,9}$/, invalidKey('downloadId'))
        .transform(Number),
    ],
    { error: invalidKey('downloadId') },
  )
  // PostgreSQL's integer ids end here; a larger one would make the lookup fail instead of finding nothing.
  .refine((id) => id <= MAX_ID, invalidKey('downloadId'))

/** The whitepaper request (SPEC §5 "Whitepaper form"). */
export const whitepaperSchema = z.strictObject({
  formType: z.literal(FORM_TYPES.whitepaper),
  downloadId: whitepaperId,
  anrede: salutation,
  titel: title,
  vorname: name('vorname'),
  nachname: name('nachname'),
  abteilung: optionalText('abteilung'),
  firma: optionalText('firma'),
  strasse: requiredText('strasse'),
  plz: requiredText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
  ort: name('ort'),
  land: country.default(DEFAULT_COUNTRY),
  email: requiredEmail(),
  video_url: honeypot,
  requestPage,
  datenschutz: mustAccept('datenschutz'),
})

/** The newsletter sign-up (double opt-in): e-mail and salutation, names and interests optional. */
export const newsletterSchema = z.strictObject({
  formType: z.literal(FORM_TYPES.newsletter),
  anrede: oneOf('anrede', NEWSLETTER_SALUTATIONS),
  vorname: optionalText('vorname', NAME_PATTERN),
  nachname: optionalText('nachname', NAME_PATTERN),
  email: requiredEmail(),
  interessen: multiChoice('interessen', NEWSLETTER_INTERESTS),
  video_url: honeypot,
  requestPage,
  datenschutz: mustAccept('datenschutz'),
})

/** The endpoints' request bodies: { message: … } (SPEC §7). */
export const contactRequestSchema = z.strictObject({ message: contactSchema })
export const callbackRequestSchema = z.strictObject({ message: callbackSchema })
export const whitepaperRequestSchema = z.strictObject({ message: whitepaperSchema })
export const newsletterRequestSchema = z.strictObject({ message: newsletterSchema })

export type ContactLongInput = z.input<typeof contactLongSchema>
export type ContactShortInput = z.input<typeof contactShortSchema>
export type ContactMessage = z.output<typeof contactSchema>
export type CallbackInput = z.input<typeof callbackSchema>
export type CallbackMessage = z.output<typeof callbackSchema>
export type WhitepaperInput = z.input<typeof whitepaperSchema>
export type WhitepaperRequestMessage = z.output<typeof whitepaperSchema>
export type NewsletterInput = z.input<typeof newsletterSchema>
export type NewsletterMessage = z.output<typeof newsletterSchema>

/** The language of the page a form was sent from: English under /en/, German otherwise. */
export const languageOfPage = (path: string): 'de' | 'en' =>
  /^\/en(\/|$)/.test(path) ? 'en' : 'de'
