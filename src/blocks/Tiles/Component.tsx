import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { ArrowRightIcon } from '@/components/ui/icons'
import { Section, SectionHeading } from '@/components/ui/Section'
import { SmartLink } from '@/components/ui/SmartLink'
import { isSafeHref } from '@/fields/link'
import type { KachelnBlock as TilesBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { TileGrid } from './Component.lazy'

type Tile = TilesBlockData['main_block_kacheln'][number]

function TileCard({ tile, moreLabel }: { tile: Tile; moreLabel: string }) {
  const href = tile.kachel_link && isSafeHref(tile.kachel_link) ? tile.kachel_link.trim() : null
  const hasImage = Boolean(
    tile.kachel_bild && typeof tile.kachel_bild === 'object' && tile.kachel_bild.url,
  )
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-lg border border-line bg-white text-ink shadow-sm transition-shadow has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand has-[a:hover]:shadow-md">
      {hasImage && (
        <CmsImage
          image={tile.kachel_bild}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="aspect-[16/10] h-auto w-full object-cover"
          noImageText=""
        />
      )}
      {/* Alike DownloadCard by markup only: a card body with its own title and link. */}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl leading-snug font-semibold">
          {href ? (
            <SmartLink
              href={href}
              className="text-ink after:absolute after:inset-0 hover:text-brand focus-visible:outline-none"
            >
              {tile.kachel_titel}
            </SmartLink>
          ) : (
            tile.kachel_titel
          )}
        </h3>
        {tile.kachel_text && <p className="mt-3 text-muted">{tile.kachel_text}</p>}
        {href && (
          <span
            aria-hidden="true"
            className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand"
          >
            {moreLabel}
            <ArrowRightIcon className="size-5" />
          </span>
        )}
      </div>
    </article>
  )
}

/** Tiles with image, title, text and an optional link; six at first, six more per "show more". */
export async function TilesBlock({ block, locale, index }: BlockProps<TilesBlockData>) {
  const t = await getTranslations({ locale, namespace: 'blocks.kacheln' })
  const headingId = block.main_block_kacheln_titel ? `block-${index}-title` : undefined
  const tiles = (block.main_block_kacheln ?? []).map((tile, i) => ({
    key: tile.id ?? String(i),
    node: <TileCard tile={tile} moreLabel={t('more')} />,
  }))
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      {block.main_block_kacheln_titel && (
        <SectionHeading id={headingId} text={block.main_block_kacheln_titel} className="mb-8" />
      )}
      <TileGrid
        tiles={tiles}
        showMoreLabel={t('showMore')}
        listId={`block-${index}-tiles`}
        describedBy={headingId}
      />
    </Section>
  )
}
