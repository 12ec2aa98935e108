import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { formatTermin, type Day } from '@/features/callback/slots'
import { callbackSchema } from '@/features/callback/schema'
import {
  contactLongSchema,
  contactRequestSchema,
  contactSchema,
  contactShortSchema,
} from '@/features/contact/schema'
import { languageOfPage } from '@/features/forms/rules'
import { newsletterSchema } from '@/features/newsletter/schema'
import { whitepaperSchema } from '@/features/whitepapers/request-schema'

/** The object without one of its keys (as a browser would leave a field out). */
const without = (value: object, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))

/**
 * The first failing rule per field, as the form shows it (docs/behaviour/validation.md: stop at the
 * first failure).
 */
function problems(
  schema: {
    safeParse(input: unknown): {
      success: boolean
      error?: { issues: { path: PropertyKey[]; message: string; code: string; keys?: string[] }[] }
    }
  },
  input: unknown,
): Record<string, string> {
  const result = schema.safeParse(input)
  if (result.success) return {}
  const first: Record<string, string> = {}
  for (const issue of result.error!.issues) {
    if (issue.code === 'unrecognized_keys')
      for (const key of issue.keys ?? []) first[key] ??= 'unknownField'
    else first[issue.path.join('.')] ??= issue.message
  }
  return first
}

const person = {
  anrede: 'Frau',
  titel: '',
  vorname: 'Zoë',
  nachname: "O'Neill-Brandt",
  email: 'zoe.brandt@beispiel.de',
}

const longContact = (overrides: Record<string, unknown> = {}) => ({
  formType: 'kontaktFormLong',
  ...person,
  abteilung: 'Personalentwicklung',
  firma: 'Beispiel GmbH',
  strasse: 'Prinzipalmarkt 1',
  plz: '48143',
  ort: 'Münster',
  land: 'DE',
  mobiltelefon: '',
  telefon: '+49 251 123456',
  fax: '',
  video_url: '',
  info: 'Offene Seminare,Coachings',
  newsletter: false,
  mitteilung: 'Bitte rufen Sie mich wegen eines Inhouse-Seminars an.',
  medium: 'Suchmaschine',
  medium_other: '',
  emailBestaetigung: true,
  requestPage: '/kontakt/',
  datenschutz: true,
  ...overrides,
})

const shortContact = (overrides: Record<string, unknown> = {}) => ({
  formType: 'kontaktFormShort',
  vorname: 'Jonas',
  nachname: 'Keller',
  telefon: '',
  email: 'j.keller@beispiel.de',
  mitteilung: 'Gibt es das Seminar auch als Inhouse-Variante?',
  requestPage: '/seminare/',
  datenschutz: true,
  video_url: '',
  ...overrides,
})

/** Next Monday from a fixed Wednesday, so callback tests do not depend on today. */
const NOW = new Date('2026-11-18T09:00:00+01:00') // a Wednesday
const day = (offset: number): Day => {
  const date = new Date(Date.UTC(2026, 10, 18 + offset))
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }
}

const callback = (overrides: Record<string, unknown> = {}) => ({
  formType: 'callbackForm',
  ...person,
  abteilung: '',
  firma: '',
  telefon: '0251 987-654',
  plz: '48143',
  video_url: '',
  termin: formatTermin(day(2), 10 * 60 + 30),
  mitteilung: 'Frage zum Führungskräfte-Programm',
  medium: '',
  medium_other: '',
  emailBestaetigung: false,
  requestPage: '/bausteine/',
  datenschutz: true,
  ...overrides,
})

const whitepaper = (overrides: Record<string, unknown> = {}) => ({
  formType: 'whitepaperKontaktForm',
  downloadId: 3,
  ...person,
  abteilung: '',
  firma: '',
  strasse: 'Hafenweg 12a',
  plz: '1010',
  ort: 'Wien',
  land: 'AT',
  video_url: '',
  requestPage: '/en/knowledge-center/',
  datenschutz: true,
  ...overrides,
})

// docs/behaviour/validation.md, required
describe('required: fails for null, false, and text that is empty after trimming', () => {
  for (const value of [null, undefined, '', '   ', '\t\n']) {
    it(`vorname = ${JSON.stringify(value)} → vorname-required`, () => {
      expect(problems(contactLongSchema, longContact({ vorname: value }))).toEqual({
        vorname: 'forms.error.vorname-required',
      })
    })
  }
  it('an unticked consent (false) fails as required; so does null', () => {
    expect(problems(contactLongSchema, longContact({ datenschutz: false }))).toEqual({
      datenschutz: 'forms.error.datenschutz-required',
    })
    expect(problems(whitepaperSchema, whitepaper({ datenschutz: null }))).toEqual({
      datenschutz: 'forms.error.datenschutz-required',
    })
  })
  it('a missing salutation fails as required', () => {
    expect(problems(contactLongSchema, longContact({ anrede: null }))).toEqual({
      anrede: 'forms.error.anrede-required',
    })
  })
})

describe('long contact form', () => {
  it('accepts a complete message and trims text', () => {
    const parsed = contactLongSchema.parse(longContact({ vorname: '  Zoë  ' }))
    expect(parsed.vorname).toBe('Zoë')
  })
  it('requires anrede, vorname, nachname, strasse, plz, ort, land, email, mitteilung and consent', () => {
    const empty = longContact({
      anrede: undefined,
      vorname: '',
      nachname: '',
      strasse: '',
      plz: '',
      ort: '',
      land: '',
      email: '',
      mitteilung: '',
      datenschutz: false,
    })
    expect(Object.keys(problems(contactLongSchema, empty)).sort()).toEqual([
      'anrede',
      'datenschutz',
      'email',
      'land',
      'mitteilung',
      'nachname',
      'ort',
      'plz',
      'strasse',
      'vorname',
    ])
  })
  it('land defaults to DE when left out, and must be an ISO code', () => {
    expect(contactLongSchema.parse(without(longContact(), 'land')).land).toBe('DE')
    expect(problems(contactLongSchema, longContact({ land: 'XX' }))).toEqual({
      land: 'forms.error.land-validate',
    })
  })
  // Each rule keeps its own table of good and bad values, so a failure names the rule it broke.
  it('names: accented letters, space, comma, period, apostrophe and hyphen pass; digits and symbols fail', () => {
    for (const name of [
      'Zoë',
      'José María',
      'Müller-Lüdenscheidt',
      "D'Artagnan",
      'St. Clair, Jr',
      'Łukasz',
      'Ørsted',
    ]) {
      expect(problems(contactLongSchema, longContact({ nachname: name })), name).toEqual({})
    }
    for (const name of ['R2D2', 'Anna!', 'a@b', 'Max_Mustermann', '<script>']) {
      expect(problems(contactLongSchema, longContact({ nachname: name })), name).toEqual({
        nachname: 'forms.error.nachname-validate',
      })
    }
    expect(problems(contactLongSchema, longContact({ ort: 'Münster 1' }))).toEqual({
      ort: 'forms.error.ort-validate',
    })
  })
  it('postcodes: letters, digits and the same punctuation (foreign codes too)', () => {
    for (const plz of ['48143', 'SW1A 1AA', '1010', 'L-1234', '00-950'])
      expect(problems(contactLongSchema, longContact({ plz })), plz).toEqual({})
    for (const plz of ['481#43', '48143/1', '1234567890123'])
      expect(problems(contactLongSchema, longContact({ plz })), plz).toEqual({
        plz: 'forms.error.plz-validate',
      })
  })
  it('phone is optional, but when given matches: optional +, digit groups separated by -, . or space', () => {
    for (const telefon of [
      '',
      '+49 251 123456',
      '0251-123456',
      '0251.12.34.56',
      '+49 (0)251 123456',
    ]) {
      expect(problems(contactLongSchema, longContact({ telefon })), telefon).toEqual({})
    }
    for (const telefon of ['0251/123456', 'call me', '++49 251', '0251 -- 12', '+']) {
      expect(problems(contactLongSchema, longContact({ telefon })), telefon).toEqual({
        telefon: 'forms.error.telefon-validate',
      })
    }
    expect(problems(contactLongSchema, longContact({ mobiltelefon: 'abc' }))).toEqual({
      mobiltelefon: 'forms.error.mobiltelefon-validate',
    })
  })
  it('email: local part, @, dotted domain, top-level domain of at least two letters', () => {
    for (const email of [
      'a@b.de',
      'first.last+tag@sub.example.co.uk',
      "o'neill_k@a-b.de",
      'info@müller.de',
    ])
      expect(problems(contactLongSchema, longContact({ email })), email).toEqual({})
    // Also refused: what the inbox could not store or a mail server could not take (see
    // EMAIL_PATTERN).
    const unstorable = [
      'ÄÖ@beispiel.de',
      'ä@b.de',
      'a.@b.de',
      '.a@b.de',
      'a..b@c.de',
      'a@-b.de',
      'a@b-.de',
      'a@b_c.de',
      '"a"@b.de',
    ]
    for (const email of [
      'plain',
      'a@b',
      'a@b.c',
      'a b@c.de',
      'a@@b.de',
      '@b.de',
      'a@.de',
      'a@b.d3',
      ...unstorable,
    ]) {
      expect(problems(contactLongSchema, longContact({ email })), email).toEqual({
        email: 'forms.error.email-validate',
      })
    }
    expect(contactLongSchema.parse(longContact({ email: 'info@Müller.de' })).email).toBe(
      'info@xn--mller-kva.de',
    )
  })
  it('topics: none, one or several of the list, joined with a comma', () => {
    for (const info of ['', 'Sonstiges', 'Offene Seminare,Inhouse-Seminare,Publikationen'])
      expect(problems(contactLongSchema, longContact({ info })), info).toEqual({})
    expect(problems(contactLongSchema, longContact({ info: 'Offene Seminare,Golf' }))).toEqual({
      info: 'forms.error.info-validate',
    })
    expect(problems(contactLongSchema, longContact({ info: ['Coachings'] }))).toEqual({
      info: 'forms.error.info-validate',
    })
  })
  it('medium must be one of the list or empty; the message is at most 2000 characters', () => {
    expect(problems(contactLongSchema, longContact({ medium: 'Fernsehen' }))).toEqual({
      medium: 'forms.error.medium-validate',
    })
    expect(
      problems(contactLongSchema, longContact({ medium: 'Sonstige', medium_other: 'Messe' })),
    ).toEqual({})
    expect(problems(contactLongSchema, longContact({ mitteilung: 'x'.repeat(2000) }))).toEqual({})
    expect(problems(contactLongSchema, longContact({ mitteilung: 'x'.repeat(2001) }))).toEqual({
      mitteilung: 'forms.error.mitteilung-validate',
    })
  })
  it('the honeypot must stay empty', () => {
    expect(problems(contactLongSchema, longContact({ video_url: 'http://spam.example' }))).toEqual({
      video_url: 'forms.error.spam',
    })
  })
  it('unknown fields are rejected, never passed on', () => {
    expect(problems(contactLongSchema, longContact({ isAdmin: true }))).toEqual({
      isAdmin: 'unknownField',
    })
    expect(problems(contactRequestSchema, { message: longContact(), extra: 1 })).toEqual({
      extra: 'unknownField',
    })
  })
  it('the request page is a path of this site, never a full or protocol-relative URL', () => {
    for (const requestPage of ['https://evil.example/', '//evil.example/', 'kontakt', '/a b/']) {
      expect(problems(contactLongSchema, longContact({ requestPage })), requestPage).toEqual({
        requestPage: 'forms.error.requestPage-validate',
      })
    }
  })
})

describe('short contact form', () => {
  it('needs only vorname, nachname, email, mitteilung and consent; the rest may be empty', () => {
    expect(problems(contactShortSchema, shortContact())).toEqual({})
    const parsed = contactShortSchema.parse(shortContact())
    expect(parsed).toMatchObject({
      land: '',
      anrede: '',
      strasse: '',
      emailBestaetigung: false,
      newsletter: false,
    })
  })
  it('applies the long form rules to what it has', () => {
    expect(
      problems(
        contactShortSchema,
        shortContact({
          vorname: '',
          nachname: 'K4',
          telefon: 'x',
          email: 'x@y',
          mitteilung: ' ',
          datenschutz: false,
        }),
      ),
    ).toEqual({
      vorname: 'forms.error.vorname-required',
      nachname: 'forms.error.nachname-validate',
      telefon: 'forms.error.telefon-validate',
      email: 'forms.error.email-validate',
      mitteilung: 'forms.error.mitteilung-required',
      datenschutz: 'forms.error.datenschutz-required',
    })
  })
  it('the union tells the forms apart by formType and rejects any other', () => {
    expect(contactSchema.parse(shortContact()).formType).toBe('kontaktFormShort')
    expect(contactSchema.parse(longContact()).formType).toBe('kontaktFormLong')
    expect(contactSchema.safeParse(shortContact({ formType: 'other' })).success).toBe(false)
    // The short form's relaxed rules do not apply to a long form that leaves the address out.
    expect(problems(contactSchema, longContact({ strasse: '' }))).toEqual({
      strasse: 'forms.error.strasse-required',
    })
  })
})

describe('callback form', () => {
  // The termin rule reads the clock; pin it for this block.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())
  const at = <T>(run: () => T): T => run()
  it('requires anrede, names, phone, postcode, email, termin, message and consent; titel optional', () => {
    expect(at(() => problems(callbackSchema, callback()))).toEqual({})
    const empty = callback({
      anrede: undefined,
      vorname: '',
      nachname: '',
      telefon: '',
      plz: '',
      email: '',
      termin: '',
      mitteilung: '',
      datenschutz: false,
    })
    expect(Object.keys(at(() => problems(callbackSchema, empty))).sort()).toEqual([
      'anrede',
      'datenschutz',
      'email',
      'mitteilung',
      'nachname',
      'plz',
      'telefon',
      'termin',
      'vorname',
    ])
  })
  it('phone and postcode patterns apply', () => {
    expect(
      at(() => problems(callbackSchema, callback({ telefon: '0251 / 12', plz: '48#143' }))),
    ).toEqual({ telefon: 'forms.error.telefon-validate', plz: 'forms.error.plz-validate' })
  })
  it('termin: a weekday within 10 days, 07:00–20:00 on the quarter hour, in the shown format', () => {
    // day(0) at 08:30 passed half an hour ago: still taken, as the visitor may have picked it just
    // before.
    const ok = [
      formatTermin(day(0), 8 * 60 + 30),
      formatTermin(day(2), 20 * 60),
      formatTermin(day(5), 12 * 60 + 45),
      formatTermin(day(9), 8 * 60 + 15),
    ]
    for (const termin of ok)
      expect(
        at(() => problems(callbackSchema, callback({ termin }))),
        termin,
      ).toEqual({})
    const bad = [
      formatTermin(day(3), 10 * 60), // Saturday
      formatTermin(day(4), 10 * 60), // Sunday
      formatTermin(day(11), 10 * 60), // beyond 10 days
      formatTermin(day(-1), 10 * 60), // yesterday
      formatTermin(day(0), 7 * 60), // today, two hours ago
      formatTermin(day(1), 6 * 60 + 45), // before 07:00
      formatTermin(day(1), 20 * 60 + 15), // after 20:00
      formatTermin(day(1), 10 * 60 + 10), // not on the 15-minute grid
      '2026-11-19 10:00',
      '31.11.2026, 10:00',
    ]
    for (const termin of bad)
      expect(
        at(() => problems(callbackSchema, callback({ termin }))),
        termin,
      ).toEqual({ termin: 'forms.error.termin-validate' })
  })
})

describe('whitepaper form', () => {
  it('requires anrede, names, strasse, plz, ort, land, email and consent; firma, abteilung and titel optional', () => {
    expect(problems(whitepaperSchema, whitepaper())).toEqual({})
    const empty = whitepaper({
      anrede: '',
      vorname: '',
      nachname: '',
      strasse: '',
      plz: '',
      ort: '',
      land: '',
      email: '',
      datenschutz: false,
    })
    expect(Object.keys(problems(whitepaperSchema, empty)).sort()).toEqual([
      'anrede',
      'datenschutz',
      'email',
      'land',
      'nachname',
      'ort',
      'plz',
      'strasse',
      'vorname',
    ])
  })
  it('the whitepaper id may come as a number or as digits, nothing else', () => {
    expect(whitepaperSchema.parse(whitepaper({ downloadId: '12' })).downloadId).toBe(12)
    for (const downloadId of [0, -1, 1.5, '1e3', 'abc', '', null]) {
      expect(problems(whitepaperSchema, whitepaper({ downloadId })), String(downloadId)).toEqual({
        downloadId: 'forms.error.downloadId-validate',
      })
    }
  })
  it('titles come from the list only', () => {
    expect(problems(whitepaperSchema, whitepaper({ titel: 'Prof. Dr.' }))).toEqual({})
    expect(problems(whitepaperSchema, whitepaper({ titel: 'Graf' }))).toEqual({
      titel: 'forms.error.titel-validate',
    })
  })
})

describe('newsletter form', () => {
  const signUp = (overrides: Record<string, unknown> = {}) => ({
    formType: 'newsletterForm',
    anrede: 'Firma',
    vorname: '',
    nachname: '',
    email: 'info@beispiel.de',
    video_url: '',
    requestPage: '/newsletter/',
    datenschutz: true,
    ...overrides,
  })
  it('accepts Herr, Frau and Firma; names optional', () => {
    for (const anrede of ['Herr', 'Frau', 'Firma'])
      expect(problems(newsletterSchema, signUp({ anrede })), anrede).toEqual({})
    expect(problems(newsletterSchema, signUp({ anrede: 'Divers' }))).toEqual({
      anrede: 'forms.error.anrede-required',
    })
  })
  it('needs a valid e-mail and consent', () => {
    expect(problems(newsletterSchema, signUp({ email: '', datenschutz: false }))).toEqual({
      email: 'forms.error.email-required',
      datenschutz: 'forms.error.datenschutz-required',
    })
  })
  it('interests: none, one or several of the three topics, joined with a comma', () => {
    for (const interessen of ['', 'Praxisimpulse', 'Seminartermine,Praxisimpulse,Veranstaltungen'])
      expect(problems(newsletterSchema, signUp({ interessen })), interessen).toEqual({})
    expect(newsletterSchema.parse(signUp()).interessen).toBe('')
    for (const interessen of ['Golf', 'Seminartermine,Golf', ['Praxisimpulse']])
      expect(problems(newsletterSchema, signUp({ interessen })), String(interessen)).toEqual({
        interessen: 'forms.error.interessen-validate',
      })
  })
})

describe('languageOfPage', () => {
  it('is English under /en/ only', () => {
    expect(languageOfPage('/en/contact-us/')).toBe('en')
    expect(languageOfPage('/en')).toBe('en')
    expect(languageOfPage('/entwicklungsprogramme/')).toBe('de')
    expect(languageOfPage('/kontakt/')).toBe('de')
  })
})
