import type { Locale } from '@/i18n/locales'
import type { Page } from '@/payload-types'

/** Any block of a page, as Payload stores it. */
export type PageBlock = NonNullable<Page['blocks']>[number]
export type BlockSlug = PageBlock['blockType']
export type BlockOf<S extends BlockSlug> = Extract<PageBlock, { blockType: S }>

/**
 * A block in the content JSON: its stored fields, with entities and images in the names of
 * docs/behaviour/entities.md.
 */
export type BlockJson = { blockType: BlockSlug } & Record<string, unknown>

export type BlockJsonMapper<S extends BlockSlug> = (
  block: BlockOf<S>,
  locale: Locale,
) => BlockJson | Promise<BlockJson>
