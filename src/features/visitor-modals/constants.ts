/**
 * Paths where no notice opens: a visitor in the middle of a booking, in the cart, in the programme
 * assistant or in the customer portal must not be interrupted. Prefixes, with trailing slash.
 */
export const NOTICE_FREE_PATH_PREFIXES: readonly string[] = [
  '/buchung/',
  '/en/booking/',
  '/warenkorb/',
  '/en/cart/',
  '/entwicklungsprogramme/assistent/',
  '/en/development-programmes/assistent/',
  '/login/',
  '/en/login/',
  '/kundenportal/',
  '/en/kundenportal/',
]
