import type { Locale } from '@/i18n/locales'

/** A page's query string as Next hands it to a page. */
export type PageQuery = Record<string, string | string[] | undefined>

/**
 * What every block component receives from RenderBlocks. `query` is the page's query string on a
 * route that renders from it (the seminar finder's page); cached CMS pages have none.
 */
export type BlockProps<T> = { block: T; locale: Locale; index: number; query?: PageQuery }
