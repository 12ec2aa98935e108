/** How long an offer holds its seats for the entry it was mailed to (docs/behaviour/waiting-list.md). */
export const OFFER_VALID_HOURS = 48
export const HOUR_MS = 3_600_000

/** At most this many participants per entry: as many as one booking item may have. */
export const MAX_WAITING_PARTICIPANTS = 20

/** How often a running server ends overdue offers and passes their seats on. */
export const OFFER_EXPIRY_INTERVAL_MS = 60_000

/** How long a confirmation link of "notify me about new dates" works. */
export const ALERT_CONFIRM_VALID_DAYS = 7

/** The endpoints (docs/behaviour/http-calls.md). */
export const WAITING_LIST_URL = '/api/json-api/warteliste/'
export const OFFER_URL = '/api/json-api/warteliste/angebot/'
export const OFFER_ACCEPT_URL = '/api/json-api/warteliste/annehmen/'
export const DATE_ALERT_URL = '/api/json-api/termin-benachrichtigung/'
export const DATE_ALERT_CONFIRM_URL = '/api/json-api/termin-benachrichtigung/bestaetigen/'

/** The form types of the two sign-ups (stored with nothing, sent as `formType`). */
export const WAITING_LIST_FORM = 'wartelisteForm'
export const DATE_ALERT_FORM = 'terminBenachrichtigungForm'

/** A mailed link's token as the browser checks it before asking (lib/tokens.ts makes them). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/
