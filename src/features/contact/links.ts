/** The pages that show the long contact form; the short one shows everywhere else. */
const LONG_FORM_PATHS = new Set(['/kontakt', '/en/contact-us'])

/** True on /kontakt/ and /en/contact-us/, with or without the trailing slash. */
export const showsLongContactForm = (path: string): boolean =>
  LONG_FORM_PATHS.has(path.replace(/\/+$/, ''))
