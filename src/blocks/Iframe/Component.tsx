import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { getFrameGate } from '@/features/embeds/labels'
import type { IframeBlock as IframeBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { EmbeddedFrame } from './EmbeddedFrame'

/**
 * Optional heading and introduction above an embedded https page, with a link to open it directly.
 */
export async function IframeBlock({ block, locale, index }: BlockProps<IframeBlockData>) {
  const [t, gate] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.frame' }),
    getFrameGate(locale, block.main_block_iframe_src),
  ])
  const headingId = block.main_block_iframe_titel ? `block-${index}-title` : undefined
  const frameTitle = block.main_block_iframe_frame_titel
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      <div className="lg:max-w-[83.333%]">
        {block.main_block_iframe_titel && (
          <h2 id={headingId} className="mb-5 text-2xl leading-tight font-semibold md:text-3xl">
            {block.main_block_iframe_titel}
          </h2>
        )}
        {block.main_block_iframe_intro && (
          <div className="mb-8 lg:max-w-[80%]">
            <RichText data={block.main_block_iframe_intro} locale={locale} />
          </div>
        )}
        <EmbeddedFrame
          src={block.main_block_iframe_src}
          title={frameTitle}
          height={block.main_block_iframe_hoehe}
          fallbackIntro={t('fallbackIntro')}
          fallbackLink={t('fallbackLink', {
            label: block.main_block_iframe_fallback || frameTitle,
          })}
          gate={gate}
        />
      </div>
    </Section>
  )
}
