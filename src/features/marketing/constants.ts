/** Cookies the tag manager's tags set, removed when the visitor withdraws marketing consent. */
export const TRACKING_COOKIE_PREFIXES = ['_ga', '_gid', '_gat', '_gcl'] as const

/** Marks the script elements we insert, so that a purge finds exactly them. */
export const MARKETING_SCRIPT_ATTRIBUTE = 'data-marketing-script'

/** Host of the real tag manager: scripts and frames it adds itself are removed with ours. */
export const TAG_MANAGER_HOST = 'googletagmanager.com'

/** The console messages of docs/behaviour/errors.md#console-messages, exactly as written there. */
export const GTM_MESSAGES = {
  missingId: 'GTM ID is not defined',
  loadFailed: 'Error loading GTM script',
  initFailed: 'Error initializing GTM',
} as const
