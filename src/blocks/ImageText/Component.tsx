import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import type { BildTextBlock as ImageTextBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import { FIRST_COLUMN_CLASSES } from '../widths'

/** Image beside text; 'anordnung_tauschen' puts the image on the right. */
export async function ImageTextBlock({ block, locale, index }: BlockProps<ImageTextBlockData>) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const background = block.hintergrund_nicht_verwenden ? '1' : block.main_block_hintergrundfarbe
  const headingId = block.main_block_bild_text_titel ? `block-${index}-title` : undefined
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section background={background} labelledBy={headingId}>
      <div
        className={`flex flex-col gap-8 lg:items-center lg:gap-16 ${block.anordnung_tauschen ? 'lg:flex-row-reverse' : 'lg:flex-row'}`}
      >
        <div
          className={`min-w-0 shrink-0 ${FIRST_COLUMN_CLASSES[block.main_block_spalten_breite ?? '42']}`}
        >
          {/* Alike the Promo block's image by markup only: each block passes its own image field
             and sizes. */}
          <CmsImage
            image={block.main_block_bild}
            priority={index === 0}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="h-auto w-full rounded-lg object-cover"
            noImageText={t('noImage')}
          />
        </div>
        <div className="min-w-0 flex-1">
          {block.main_block_bild_text_titel && (
            <h2 id={headingId} className="mb-5 text-2xl leading-tight font-semibold md:text-3xl">
              {block.main_block_bild_text_titel}
            </h2>
          )}
          <RichText data={block.main_block_cke} locale={locale} />
        </div>
      </div>
    </Section>
  )
}
