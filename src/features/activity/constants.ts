/** Local-storage key of SPEC §3's userActivity state. */
export const ACTIVITY_STORAGE_KEY = 'userActivity'

/** How many recently chosen places are remembered. */
export const MAX_REMEMBERED_LOCATIONS = 5
