/** Blog articles live at /blog/<slug>/ in both languages (English under /en/blog/<slug>/). */
export const BLOG_PATH_PREFIX = '/blog/'

/** rep_blog block page sizes: 9 shown, 6 more per click, reset to 9 on a filter change. */
export const BLOG_PAGE_SIZE = { initial: 9, step: 6 } as const
