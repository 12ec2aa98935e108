/** rep_aktuelles page sizes: 3 shown, 3 more per click. */
export const NEWS_PAGE_SIZE = { initial: 3, step: 3 } as const
/** How many of the latest items the block offers when the editor picked none. */
export const NEWS_LATEST_LIMIT = 30
