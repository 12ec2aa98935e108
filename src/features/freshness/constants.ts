/** How often the browser asks for the deployed build id: hourly, 3,600,000 ms. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000

/** The endpoint that answers the deployed build id. */
export const BUILD_ID_ENDPOINT = '/api/build-id/'

/** A failed chunk load reloads the page at most this often (the reload guard: 10 s). */
export const RELOAD_GUARD_MS = 10_000

/** Session-storage key with the time of the last reload after a failed chunk load. */
export const RELOAD_GUARD_KEY = 'chunkReloadAt'
