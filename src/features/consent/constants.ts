/** Local-storage key of the visitor's consent choices (SPEC §3 "cookies", §9: persisted locally). */
export const CONSENT_STORAGE_KEY = 'cookies'
