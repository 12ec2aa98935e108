/** The callback endpoint (docs/behaviour/http-calls.md). */
export const CALLBACK_URL = '/api/json-api/callback/'

/** The data-layer event of a sent callback request (docs/behaviour/states.md Forms). */
export const CALLBACK_EVENT = 'callbackformular-abgeschickt'
