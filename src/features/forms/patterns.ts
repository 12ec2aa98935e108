/**
 * The field patterns of SPEC §5, shared by every form and its endpoint. Messages are translation
 * keys (forms.error.<field>-required / -validate), never texts.
 */

/** Names: letters (accented too), space, comma, period, apostrophe, hyphen. */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'’-]+$/u

/** Postcodes: letters, digits and the same punctuation (foreign postcodes included). */
export const POSTCODE_PATTERN = /^[\p{L}\p{N} ,.'’-]+$/u

/** Phone numbers: an optional +, then digit groups separated by -, . or a space; brackets allowed around a group. */
export const PHONE_PATTERN = /^\+?\(?\d+\)?(?:[-. ]?\(?\d+\)?)*$/

/** E-mail: local part, @, dotted domain with a top-level domain of at least two letters (SPEC §5). */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[A-Za-z]{2,}$/

/** German postcodes (SPEC §5 names it; the forms do not use it): 5 digits, not 00…, 01066 or 99999. */
export const GERMAN_POSTCODE_PATTERN = /^(?!00)(?!01066$)(?!99999$)\d{5}$/
