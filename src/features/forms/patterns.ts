/**
 * The field patterns of docs/behaviour/validation.md, shared by every form and its endpoint.
 * Messages are translation keys (forms.error.<field>-required / -validate), never texts.
 */

/** Names: letters (accented too), space, comma, period, apostrophe, hyphen. */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'’-]+$/u

/** Postcodes: letters, digits and the same punctuation (foreign postcodes included). */
export const POSTCODE_PATTERN = /^[\p{L}\p{N} ,.'’-]+$/u

/**
 * Phone numbers: an optional +, then digit groups separated by -, . or a space; brackets allowed
 * around a group.
 */
export const PHONE_PATTERN = /^\+?\(?\d+\)?(?:[-. ]?\(?\d+\)?)*$/

/**
 * E-mail: local part, @, dotted domain with a top-level domain of at least two letters
 * (docs/behaviour/validation.md). Narrower than the documented rule where the address could not be
 * stored or sent: the local part is ASCII (letters, digits, !#$%&'*+/=?^_`{|}~- and single dots
 * inside), as Payload's e-mail fields and most mail servers require; domain labels are letters
 * (umlauts too: they are sent as punycode, see `asciiEmail`), digits and inner hyphens.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+[A-Za-z]{2,}$/u

/**
 * An address EMAIL_PATTERN accepts, with its domain in the ASCII form mail servers and Payload take
 * (müller.de → xn--mller-kva.de).
 */
export function asciiEmail(address: string): string {
  const at = address.lastIndexOf('@')
  try {
    return `${address.slice(0, at)}@${new URL(`http://${address.slice(at + 1)}`).hostname}`
  } catch {
    return address
  }
}

/**
 * German postcodes (docs/behaviour/validation.md names it; the forms do not use it): 5 digits, not
 * 00…, 01066 or 99999.
 */
export const GERMAN_POSTCODE_PATTERN = /^(?!00)(?!01066$)(?!99999$)\d{5}$/
