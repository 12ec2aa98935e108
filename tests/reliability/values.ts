/**
 * The hostile values the bad-input corpus puts into fields, and the field kinds that decide whether
 * a value is legitimate there. The kinds follow the field rules of src/features/forms/patterns.ts:
 * - free: any text (a message, a company, a street): markup and SQL are plain text here;
 * - name: letters and marks, space and , . ' ’ - (NAME_PATTERN);
 * - postcode: letters, digits and the same punctuation, no marks, at most 12 characters
 *   (POSTCODE_PATTERN);
 * - strict: e-mail, phone, choices, tokens, paths: none of the hostile values fits;
 * - secret: passwords: any text is a legitimate password and is never shown, so no value cases.
 * NUL and lone surrogates fit no kind: no database keeps them verbatim (src/lib/http-json.ts).
 */

export type FieldKind = 'free' | 'name' | 'postcode' | 'strict' | 'secret'

export type HostileValue = { label: string; text: string; fits: FieldKind[] }

const FREE: FieldKind[] = ['free']
const LETTERS: FieldKind[] = ['free', 'name', 'postcode']

/** Script injection: only free text may carry it, as text that is encoded on output. */
export const SCRIPT_VALUES: HostileValue[] = [
  { label: 'script tag', text: '<script>alert(1)</script>', fits: FREE },
  { label: 'img onerror', text: '"><img src=x onerror=alert(document.cookie)>', fits: FREE },
  { label: 'svg onload', text: '<svg/onload=alert(1)>', fits: FREE },
  { label: 'javascript: URL', text: 'javascript:alert(1)', fits: FREE },
  {
    label: 'link with javascript: href',
    text: '<a href="javascript:alert(1)">Klick</a>',
    fits: FREE,
  },
]

/** SQL injection: free text keeps it; an apostrophe in a name is legitimate (O'Brien). */
export const SQL_VALUES: HostileValue[] = [
  { label: "' OR 1=1 --", text: "' OR 1=1 --", fits: FREE },
  { label: 'DROP TABLE', text: "x'; DROP TABLE bookings; --", fits: FREE },
  { label: 'double-quoted OR', text: '1" OR "1"="1', fits: FREE },
  // Only letters, spaces, commas, apostrophes and hyphens: a legitimate name by its pattern (too
  // long for a postcode).
  {
    label: 'UNION SELECT',
    text: "' UNION SELECT email, hash FROM customers --",
    fits: ['free', 'name'],
  },
  { label: "apostrophe name O'Brien", text: "O'Brien", fits: LETTERS },
]

/** Unicode edge cases. Hostile characters sit inside the text, since the schemas trim the ends. */
export const UNICODE_VALUES: HostileValue[] = [
  { label: 'right-to-left text', text: 'محمد العربي', fits: LETTERS },
  { label: 'full-width letters', text: 'Ｓｃｈｍｉｄｔ', fits: LETTERS },
  { label: 'combining diaeresis', text: 'Mu\u0308ller', fits: ['free', 'name'] },
  {
    label: 'long grapheme cluster',
    text: `Z${'\u0301\u0302\u0303\u0304'.repeat(15)}alg`,
    fits: ['free', 'name'],
  },
  { label: '4-byte emoji and ZWJ sequence', text: 'Grüße 😀 👩‍💻', fits: FREE },
  { label: 'zero-width space and joiner', text: 'Anna\u200BLe\u200Dna', fits: FREE },
  { label: 'bidi override and isolate', text: 'Anna\u202Eanel\u2066x\u2069', fits: FREE },
  { label: 'BOM inside text', text: 'An\uFEFFna', fits: FREE },
  { label: 'NUL', text: 'Anna\u0000Lena', fits: [] },
  { label: 'lone high surrogate', text: 'Anna\uD800', fits: [] },
  { label: 'lone low surrogate', text: '\uDC00Lena', fits: [] },
]

export const HOSTILE_VALUES: HostileValue[] = [...SCRIPT_VALUES, ...SQL_VALUES, ...UNICODE_VALUES]

/** One value of every JSON type, for "wrong type" cases. */
export const TYPED_VALUES: Record<string, unknown> = {
  string: 'x',
  number: 42,
  boolean: true,
  array: ['x'],
  object: { x: 'y' },
  null: null,
}

/** Ids that no id column can hold or that are not ids at all. */
export const OUT_OF_RANGE_IDS: unknown[] = [0, -1, 1.5, 2 ** 31, 1e21, Number.MAX_SAFE_INTEGER + 2]
