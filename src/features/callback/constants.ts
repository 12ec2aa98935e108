/** The callback endpoint (DESIGN.md "Public HTTP contract"). */
export const CALLBACK_URL = '/api/json-api/callback/'

/** The data-layer event of a sent callback request (SPEC §4 Forms). */
export const CALLBACK_EVENT = 'callbackformular-abgeschickt'
