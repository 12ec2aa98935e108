import { randomBytes, randomUUID } from 'node:crypto'

import { payloadRouteSpecs } from './payload-routes'
import type { FieldKind } from './values'

/**
 * Every POST endpoint of the site with a valid example body and the rules of its fields, written
 * out from the endpoints' zod schemas (src/features/<kind>/schema.ts,
 * portal/profile/schemas.ts, portal/auth/schemas.ts, search/schemas.ts, whitepapers/server/
 * download.ts). The bad-input corpus is generated from these.
 */

/**
 * The JSON type a field takes; `id` is a positive integer, `idOrDigits` also as a digit string,
 * `true` a ticked box.
 */
export type FieldType = 'string' | 'boolean' | 'true' | 'id' | 'idOrDigits' | 'array' | 'object'

export type FieldSpec = {
  type: FieldType
  kind?: FieldKind
  /** Must hold a value (an update, PATCH, may still leave it out). */
  required?: boolean
  extraBad?: unknown[]
}

export type EndpointSpec = {
  name: string
  /** The URL path as the browser posts it. */
  path: string
  /**
   * Whether the body is `{message: …}` (our endpoints) or the fields themselves (customer auth).
   */
  wrapped: boolean
  /** The endpoint's body limit in bytes. */
  maxBytes: number
  /**
   * Answers every invalid body with an empty 200 (the whitepaper download's contract,
   * docs/behaviour/http-calls.md).
   */
  emptyAnswers?: boolean
  /** Needs a logged-in customer's cookie. */
  customer?: boolean
  /** Needs the staff login (Payload's REST API as an editor). */
  staff?: boolean
  /** PATCH for Payload's update; POST otherwise. */
  method?: 'POST' | 'PATCH'
  /**
   * One of Payload's routes, which reads bodies and answers refusals its own way
   * (payload-routes.ts): the staff login, or a REST create or update.
   */
  payloadRoute?: 'login' | 'rest'
  /** A valid message, fresh on each call (booking: a new idempotency key). */
  example: () => Record<string, unknown>
  /**
   * What the example itself gets (it may be refused for reasons other than its shape: an unknown
   * token).
   */
  exampleStatus: number
  /**
   * Field rules by dotted path inside the message; the trap field video_url is left out on purpose.
   */
  fields: Record<string, FieldSpec>
}

/** What the examples need from the database they are posted to. */
export type CorpusContext = {
  /** A published whitepaper. */
  whitepaperId: number
  /** A seminar date with seats to spare. */
  dateId: number
  /** A free callback time, 'dd.MM.yyyy, HH:mm' (features/callback/slots.ts). */
  termin: string
  /** The logged-in customer's own account. */
  customerId: number
}

const KB = 1024
const str = (kind: FieldKind, required = false): FieldSpec => ({ type: 'string', kind, required })
const strict = (required = false) => str('strict', required)
const TRUE: FieldSpec = { type: 'true', required: true }
const FLAG: FieldSpec = { type: 'boolean' }

const person = {
  anrede: strict(true),
  titel: strict(),
  vorname: str('name', true),
  nachname: str('name', true),
  abteilung: str('free'),
  firma: str('free'),
  email: strict(true),
}

const formTail = { emailBestaetigung: FLAG, requestPage: strict(), datenschutz: TRUE }

const participant = {
  anrede: 'Frau',
  titel: '',
  vorname: 'Petra',
  nachname: 'Probe',
  email: 'petra@firma.example',
  telefon: '',
  firma: 'Probe AG',
  abteilung: 'Vertrieb',
  strasse: 'Ring 2',
  plz: '48143',
  ort: 'Münster',
  land: 'DE',
}

/** The endpoints and their examples for one database. */
export function endpointSpecs(ctx: CorpusContext): EndpointSpec[] {
  return [
    {
      name: 'kontakt',
      path: '/api/json-api/kontakt/',
      wrapped: true,
      maxBytes: 32 * KB,
      exampleStatus: 200,
      example: () => ({
        formType: 'kontaktFormLong',
        anrede: 'Frau',
        titel: 'Dr.',
        vorname: 'Lea',
        nachname: 'Lang',
        abteilung: 'Einkauf',
        firma: 'Lang GmbH',
        strasse: 'Hafenweg 5',
        plz: '48155',
        ort: 'Münster',
        land: 'DE',
        mobiltelefon: '0170 1234567',
        telefon: '+49 251 123456',
        fax: '',
        email: 'lea@firma.example',
        video_url: '',
        info: 'Offene Seminare',
        newsletter: false,
        mitteilung: 'Bitte rufen Sie mich an.',
        medium: 'Suchmaschine',
        medium_other: '',
        emailBestaetigung: false,
        requestPage: '/kontakt/',
        datenschutz: true,
      }),
      fields: {
        formType: strict(true),
        ...person,
        strasse: str('free', true),
        plz: str('postcode', true),
        ort: str('name', true),
        land: strict(),
        mobiltelefon: strict(),
        telefon: strict(),
        fax: strict(),
        info: strict(),
        newsletter: FLAG,
        mitteilung: str('free', true),
        medium: strict(),
        medium_other: str('free'),
        ...formTail,
      },
    },
    {
      name: 'callback',
      path: '/api/json-api/callback/',
      wrapped: true,
      maxBytes: 32 * KB,
      exampleStatus: 200,
      example: () => ({
        formType: 'callbackForm',
        anrede: 'Herr',
        titel: '',
        vorname: 'Ben',
        nachname: 'Berg',
        abteilung: '',
        firma: 'Berg AG',
        telefon: '0251 987654',
        plz: '48143',
        email: 'ben@firma.example',
        video_url: '',
        termin: ctx.termin,
        mitteilung: 'Frage zum Seminar',
        medium: '',
        medium_other: '',
        emailBestaetigung: false,
        requestPage: '/',
        datenschutz: true,
      }),
      fields: {
        formType: strict(true),
        ...person,
        telefon: strict(true),
        plz: str('postcode', true),
        termin: strict(true),
        mitteilung: str('free', true),
        medium: strict(),
        medium_other: str('free'),
        ...formTail,
      },
    },
    {
      name: 'whitepaper',
      path: '/api/json-api/whitepaper/',
      wrapped: true,
      maxBytes: 32 * KB,
      exampleStatus: 200,
      example: () => ({
        formType: 'whitepaperKontaktForm',
        downloadId: ctx.whitepaperId,
        anrede: 'Frau',
        titel: '',
        vorname: 'Ida',
        nachname: 'Ilg',
        abteilung: '',
        firma: 'Ilg KG',
        strasse: 'Markt 1',
        plz: '48143',
        ort: 'Münster',
        land: 'DE',
        email: 'ida@firma.example',
        video_url: '',
        requestPage: '/',
        datenschutz: true,
      }),
      fields: {
        formType: strict(true),
        downloadId: { type: 'idOrDigits', required: true },
        ...person,
        strasse: str('free', true),
        plz: str('postcode', true),
        ort: str('name', true),
        land: strict(),
        requestPage: strict(),
        datenschutz: TRUE,
      },
    },
    {
      name: 'newsletter',
      path: '/api/json-api/newsletter/',
      wrapped: true,
      maxBytes: 32 * KB,
      exampleStatus: 200,
      example: () => ({
        formType: 'newsletterForm',
        anrede: 'Firma',
        vorname: 'Nora',
        nachname: 'Neu',
        email: 'nora@firma.example',
        video_url: '',
        requestPage: '/',
        datenschutz: true,
      }),
      fields: {
        formType: strict(true),
        anrede: strict(true),
        vorname: str('name'),
        nachname: str('name'),
        email: strict(true),
        requestPage: strict(),
        datenschutz: TRUE,
      },
    },
    {
      name: 'newsletter/confirm',
      path: '/api/json-api/newsletter/confirm/',
      wrapped: true,
      maxBytes: 32 * KB,
      // A well-formed token that no subscription has.
      exampleStatus: 404,
      example: () => ({ token: randomBytes(16).toString('base64url'), action: 'confirm' }),
      fields: { token: strict(true), action: strict(true) },
    },
    {
      name: 'warteliste',
      path: '/api/json-api/warteliste/',
      wrapped: true,
      maxBytes: 32 * KB,
      // The corpus's date has seats to spare: a well-formed sign-up for it is told to book.
      exampleStatus: 400,
      example: () => ({
        formType: 'wartelisteForm',
        seminarDate: ctx.dateId,
        name: 'Wanda Warte',
        email: 'wanda@firma.example',
        teilnehmer: 2,
        video_url: '',
        requestPage: '/',
        datenschutz: true,
      }),
      fields: {
        formType: strict(true),
        seminarDate: { type: 'id', required: true },
        name: str('name', true),
        email: strict(true),
        requestPage: strict(),
        datenschutz: TRUE,
      },
    },
    {
      name: 'warteliste/angebot',
      path: '/api/json-api/warteliste/angebot/',
      wrapped: true,
      maxBytes: 32 * KB,
      // A well-formed token that no offer has.
      exampleStatus: 404,
      example: () => ({ token: randomBytes(16).toString('base64url') }),
      fields: { token: strict(true) },
    },
    {
      name: 'termin-benachrichtigung',
      path: '/api/json-api/termin-benachrichtigung/',
      wrapped: true,
      maxBytes: 32 * KB,
      // The seminar of the corpus's date has dates: a well-formed alert for it is refused.
      exampleStatus: 400,
      example: () => ({
        formType: 'terminBenachrichtigungForm',
        seminar: 1,
        email: 'ali@firma.example',
        video_url: '',
        requestPage: '/',
        datenschutz: true,
      }),
      fields: {
        formType: strict(true),
        seminar: { type: 'id', required: true },
        email: strict(true),
        requestPage: strict(),
        datenschutz: TRUE,
      },
    },
    {
      name: 'termin-benachrichtigung/bestaetigen',
      path: '/api/json-api/termin-benachrichtigung/bestaetigen/',
      wrapped: true,
      maxBytes: 32 * KB,
      exampleStatus: 404,
      example: () => ({ token: randomBytes(16).toString('base64url'), action: 'confirm' }),
      fields: { token: strict(true), action: strict(true) },
    },
    {
      name: 'buchung',
      path: '/api/json-api/buchung/',
      wrapped: true,
      maxBytes: 256 * KB,
      exampleStatus: 200,
      example: () => ({
        language: 'de',
        idempotencyKey: randomUUID(),
        kind: 'buchung',
        items: [{ type: 'seminar', dateId: ctx.dateId, participants: [{ ...participant }] }],
        contact: {
          anrede: 'Herr',
          titel: '',
          vorname: 'Karl',
          nachname: 'Kontakt',
          firma: 'Firma GmbH',
          abteilung: 'Personal',
          email: 'karl@firma.example',
          telefon: '+49 251 123456',
        },
        billing: {
          firma: 'Firma GmbH',
          abteilung: 'Buchhaltung',
          strasse: 'Hafenweg 5',
          plz: '48155',
          ort: 'Münster',
          land: 'DE',
          ustidnr: '',
        },
        comment: 'Vegetarisches Essen, bitte.',
        datenschutz: true,
        agb: true,
        video_url: '',
      }),
      fields: {
        language: strict(true),
        idempotencyKey: strict(true),
        kind: strict(true),
        items: { type: 'array', required: true, extraBad: [[]] },
        'items.0': { type: 'object', required: true },
        'items.0.type': strict(true),
        'items.0.dateId': { type: 'id', required: true },
        'items.0.participants': { type: 'array', required: true, extraBad: [[]] },
        'items.0.participants.0': { type: 'object', required: true },
        ...prefixed('items.0.participants.0.', {
          ...person,
          telefon: strict(),
          strasse: str('free'),
          plz: str('postcode'),
          ort: str('name'),
          land: strict(),
          ustidnr: strict(),
        }),
        contact: { type: 'object', required: true },
        ...prefixed('contact.', {
          ...person,
          telefon: strict(true),
          mobiltelefon: strict(),
          fax: strict(),
        }),
        billing: { type: 'object', required: true },
        ...prefixed('billing.', {
          firma: str('free'),
          abteilung: str('free'),
          strasse: str('free', true),
          plz: str('postcode', true),
          ort: str('name', true),
          land: strict(),
          ustidnr: strict(),
        }),
        comment: str('free'),
        datenschutz: TRUE,
        agb: TRUE,
      },
    },
    {
      name: 'suche',
      path: '/api/json-api/suche/',
      wrapped: true,
      maxBytes: 32 * KB,
      exampleStatus: 200,
      example: () => ({ language: 'de', q: 'Führung' }),
      fields: { language: strict(true), q: str('free', true) },
    },
    {
      name: 'kundenportal/profil',
      path: '/api/json-api/kundenportal/profil/',
      wrapped: true,
      maxBytes: 32 * KB,
      customer: true,
      exampleStatus: 200,
      example: () => ({
        anrede: 'Frau',
        vorname: 'Clara',
        nachname: 'Kunde',
        firma: 'Kunde & Co',
        telefon: '0251 555',
      }),
      fields: {
        anrede: strict(true),
        vorname: str('name', true),
        nachname: str('name', true),
        firma: str('free'),
        telefon: strict(),
      },
    },
    {
      name: 'kundenportal/passwort',
      path: '/api/json-api/kundenportal/passwort/',
      wrapped: true,
      maxBytes: 32 * KB,
      customer: true,
      // The example would change the password; the test never sends it.
      exampleStatus: 200,
      example: () => ({ currentPassword: 'das-alte-passwort', newPassword: 'ein-neues-passwort' }),
      fields: { currentPassword: str('secret', true), newPassword: str('secret', true) },
    },
    {
      name: 'customers/login',
      path: '/api/customers/login',
      wrapped: false,
      maxBytes: 4 * KB,
      // No account has this address.
      exampleStatus: 401,
      example: () => ({ email: 'niemand@firma.example', password: 'irgendein-passwort' }),
      fields: { email: strict(true), password: str('secret', true) },
    },
    {
      name: 'customers/forgot-password',
      path: '/api/customers/forgot-password',
      wrapped: false,
      maxBytes: 4 * KB,
      exampleStatus: 200,
      example: () => ({ email: 'niemand@firma.example', locale: 'de' }),
      fields: { email: strict(true), locale: strict() },
    },
    {
      name: 'customers/reset-password',
      path: '/api/customers/reset-password',
      wrapped: false,
      maxBytes: 4 * KB,
      // A well-formed token that no account has: invalidToken.
      exampleStatus: 400,
      example: () => ({ token: randomBytes(20).toString('hex'), password: 'ein-neues-passwort' }),
      fields: { token: strict(true), password: str('secret', true) },
    },
    {
      name: 'whitepaper-dl',
      path: '/api/whitepaper-dl/',
      wrapped: true,
      maxBytes: 2 * KB,
      emptyAnswers: true,
      // A well-formed code that no request has: the contract's empty answer.
      exampleStatus: 200,
      example: () => ({
        download: true,
        code: randomBytes(16).toString('base64url'),
        id: ctx.whitepaperId,
      }),
      fields: { download: TRUE, code: strict(true), id: { type: 'idOrDigits', required: true } },
    },
    ...payloadRouteSpecs(ctx),
  ]
}

function prefixed(prefix: string, fields: Record<string, FieldSpec>): Record<string, FieldSpec> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, spec]) => [`${prefix}${path}`, spec]),
  )
}
