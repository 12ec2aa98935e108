/** Local-storage key of the whitepaper store (docs/behaviour/entities.md "Whitepaper store"). */
export const WHITEPAPER_STORAGE_KEY = 'whitepaper'

/** The request endpoint (docs/behaviour/http-calls.md): answers {status: 'success', id, code}. */
export const WHITEPAPER_REQUEST_URL = '/api/json-api/whitepaper/'

/**
 * The download endpoint (docs/behaviour/http-calls.md): the PDF for a valid code and id, an empty
 * body otherwise.
 */
export const WHITEPAPER_DOWNLOAD_URL = '/api/whitepaper-dl/'

/**
 * An access code as the mailed link carries it (URL-safe base64). Kept loose on purpose: the
 * server decides whether a code is valid; this only keeps junk out of the store.
 */
export const ACCESS_CODE_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** The mailed link's fragment: …/whitepaper-dl/<id>/#code=<code>. */
export const CODE_FRAGMENT_PARAM = 'code'
