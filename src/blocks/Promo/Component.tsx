import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { ArrowRightIcon } from '@/components/ui/icons'
import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { SmartLink } from '@/components/ui/SmartLink'
import { isSafeHref } from '@/fields/link'
import type { StoererBlock as PromoBlockData } from '@/payload-types'

import type { BlockProps } from '../types'
import { FIRST_COLUMN_CLASSES } from '../widths'

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-6 py-2.5 font-semibold transition-colors'

/**
 * Promo: type 1 is a full-width banner whose text sits on a dark gradient over the image (light
 * text keeps AA contrast whatever the photo); types 2 and 3 put text and image side by side,
 * type 3 mirrored. The text column defaults to 58 %, the image takes the rest.
 */
export async function PromoBlock({ block, locale, index }: BlockProps<PromoBlockData>) {
  const t = await getTranslations({ locale })
  const headingId = `block-${index}-title`
  const href =
    block.main_block_stoerer_link && isSafeHref(block.main_block_stoerer_link)
      ? block.main_block_stoerer_link.trim()
      : null
  const linkLabel = block.main_block_stoerer_link_text || t('blocks.stoerer.more')
  const type = block.main_block_stoerer_typ ?? '1'

  const heading = (
    <h2 id={headingId} className="text-2xl leading-tight font-semibold md:text-3xl lg:text-4xl">
      {block.main_block_stoerer_titel}
    </h2>
  )
  const text = block.main_block_stoerer_text ? (
    <RichText
      data={block.main_block_stoerer_text}
      locale={locale}
      className="prose-cms mt-4 text-lg"
    />
  ) : null

  if (type === '1') {
    const image = block.main_block_stoerer_bild
    return (
      <Section
        background="6"
        labelledBy={headingId}
        className="relative isolate overflow-hidden lg:py-28"
      >
        {image && typeof image === 'object' && image.url && (
          <CmsImage
            image={image}
            priority={index === 0}
            sizes="100vw"
            className="absolute inset-0 -z-20 size-full object-cover"
            noImageText=""
          />
        )}
        <div
          aria-hidden="true"
          data-testid="stoerer-overlay"
          className="absolute inset-0 -z-10 bg-section-dark/85 md:bg-transparent md:bg-linear-to-r md:from-section-dark/95 md:via-section-dark/80 md:to-section-dark/30"
        />
        <div data-stoerer-type="1" className="max-w-2xl">
          {heading}
          {text}
          {href && (
            <SmartLink
              href={href}
              className={`${BUTTON} mt-8 bg-white text-brand-darker hover:bg-section-blue`}
            >
              {linkLabel}
              <ArrowRightIcon />
            </SmartLink>
          )}
        </div>
      </Section>
    )
  }

  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      <div
        data-stoerer-type={type}
        className={`flex flex-col-reverse gap-8 lg:items-center lg:gap-16 ${type === '3' ? 'lg:flex-row-reverse' : 'lg:flex-row'}`}
      >
        <div
          data-testid="stoerer-text"
          className={`min-w-0 ${FIRST_COLUMN_CLASSES[block.main_block_spalten_breite ?? '58']}`}
        >
          {heading}
          {text}
          {href && (
            <SmartLink
              href={href}
              className={`${BUTTON} mt-8 bg-brand text-white hover:bg-brand-dark`}
            >
              {linkLabel}
              <ArrowRightIcon />
            </SmartLink>
          )}
        </div>
        <div data-testid="stoerer-image" className="min-w-0 flex-1">
          <CmsImage
            image={block.main_block_stoerer_bild}
            priority={index === 0}
            sizes="(min-width: 1280px) 540px, (min-width: 1024px) 42vw, 100vw"
            className="h-auto w-full rounded-lg object-cover"
            noImageText={t('common.noImage')}
          />
        </div>
      </div>
    </Section>
  )
}
