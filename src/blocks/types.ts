import type { Locale } from '@/i18n/locales'

/** What every block component receives from RenderBlocks. */
export type BlockProps<T> = { block: T; locale: Locale; index: number }
