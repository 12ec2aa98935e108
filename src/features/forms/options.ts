/** Option lists of docs/behaviour/entities.md, as values; labels come from the messages. */

import { cachedIntl } from '@/lib/intl'

export const SALUTATIONS = ['Herr', 'Frau'] as const
export const TITLES = ['', 'Dipl. Ing.', 'Mag.', 'Dr.', 'Prof.', 'Prof. Dr.'] as const
export const BOOKING_KINDS = ['buchung', 'reservierung'] as const

/**
 * Countries offered first (docs/behaviour/entities.md), then every other ISO 3166-1 alpha-2 code.
 */
export const FIRST_COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'BE', 'PL'] as const
export const DEFAULT_COUNTRY = 'DE'

const ALL_COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD ' +
  'CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF ' +
  'GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN ' +
  'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA ' +
  'NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI ' +
  'SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI ' +
  'VN VU WF WS YE YT ZA ZM ZW'
).split(' ')

/**
 * Every ISO country code, the six first-offered ones (docs/behaviour/entities.md) first: the codes
 * the schemas accept. Selects list them in countryNames' order.
 */
export const COUNTRY_CODES: readonly string[] = [
  ...FIRST_COUNTRIES,
  ...ALL_COUNTRY_CODES.filter((code) => !(FIRST_COUNTRIES as readonly string[]).includes(code)),
]

/** Country names in the visitor's language, from the browser's or server's Intl data. */
export function countryName(code: string, locale: string): string {
  try {
    // One DisplayNames per language: one per country cost the contact form 249 of them.
    return (
      cachedIntl(`region ${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(
        code,
      ) ?? code
    )
  } catch {
    // A language or region code Intl does not know.
    return code
  }
}

const namesByLocale = new Map<string, Record<string, string>>()

/**
 * Every offered country's name by code, in a language (code → name), in the order a country select
 * lists them: the six first countries as docs/behaviour/entities.md orders them, then the rest by
 * their name in that language. The keys keep this order when the server hands them to a form.
 */
export function countryNames(locale: string): Record<string, string> {
  let names = namesByLocale.get(locale)
  if (!names) {
    const collator = cachedIntl(`collator ${locale}`, () => new Intl.Collator([locale]))
    const named = (code: string): [string, string] => [code, countryName(code, locale)]
    const rest = COUNTRY_CODES.slice(FIRST_COUNTRIES.length)
      .map(named)
      .sort(([, a], [, b]) => collator.compare(a, b))
    names = Object.fromEntries([...FIRST_COUNTRIES.map(named), ...rest])
    namesByLocale.set(locale, names)
  }
  return names
}

/**
 * The message namespace under which the server hands a form the country names (countryNames): the
 * browser then need not build them with Intl while the form hydrates, which cost about 13 ms of the
 * main thread on a first visit (Intl's locale data loads on first use).
 */
export const COUNTRIES_NAMESPACE = 'countries'

/** Salutations of the newsletter sign-up: a company may subscribe too. */
export const NEWSLETTER_SALUTATIONS = ['Herr', 'Frau', 'Firma'] as const

/**
 * What a newsletter subscriber wants to hear about (docs/behaviour/screens.md "custom checkboxes");
 * none, one or several.
 */
export const NEWSLETTER_INTERESTS = ['Seminartermine', 'Praxisimpulse', 'Veranstaltungen'] as const

/**
 * What a contact message is about (docs/behaviour/entities.md "topic (info)"); several may be
 * chosen.
 */
export const INFO_TOPICS = [
  'Offene Seminare',
  'Inhouse-Seminare',
  'Coachings',
  'Anmeldung/Reservierung',
  'Informationen zum Institut',
  'Publikationen',
  'Sonstiges',
] as const

/** How the visitor heard of the institute (docs/behaviour/entities.md "source (medium)"). */
export const MEDIUMS = [
  'Suchmaschine',
  'Weiterempfehlung',
  'Personalabteilung',
  'Seminarportal',
  'Social Media',
  'Newsletter',
  'Werbebroschüre',
  'Sonstige',
] as const

/** The medium that asks for a text of its own (medium_other). */
export const OTHER_MEDIUM = 'Sonstige'

/**
 * docs/behaviour/validation.md: multiple choices travel as one string, values joined with a comma.
 */
export const MULTI_VALUE_SEPARATOR = ','
