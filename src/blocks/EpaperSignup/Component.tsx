import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/ui/RichText'
import { Section } from '@/components/ui/Section'
import { getFrameGate } from '@/features/embeds/labels'
import type { EpaperIframeBlock as EpaperSignupBlockData } from '@/payload-types'

import { EmbeddedFrame } from '../Iframe/EmbeddedFrame'
import type { BlockProps } from '../types'

/**
 * E-paper promotion: two text columns and the embedded sign-up form, either below the texts
 * (texts side by side) or to their right (texts stacked).
 */
export async function EpaperSignupBlock({ block, locale }: BlockProps<EpaperSignupBlockData>) {
  const [t, gate] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.frame' }),
    getFrameGate(locale, block.main_block_epaper_iframe_src),
  ])
  const beside = block.main_block_epaper_iframe_anordnung === 'rechts'
  const frameTitle = block.main_block_epaper_iframe_frame_titel
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  const frame = (
    <EmbeddedFrame
      src={block.main_block_epaper_iframe_src}
      title={frameTitle}
      height={block.main_block_epaper_iframe_hoehe}
      fallbackIntro={t('fallbackIntro')}
      fallbackLink={t('fallbackLink', {
        label: block.main_block_epaper_iframe_fallback || frameTitle,
      })}
      gate={gate}
    />
  )
  const second = block.main_block_cke2 ? (
    <RichText data={block.main_block_cke2} locale={locale} />
  ) : null
  return (
    <Section background={block.main_block_hintergrundfarbe}>
      {beside ? (
        <div data-layout="beside" className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div className="min-w-0 space-y-8">
            <RichText data={block.main_block_cke} locale={locale} />
            {second}
          </div>
          <div className="min-w-0">{frame}</div>
        </div>
      ) : (
        <div data-layout="below">
          <div
            className={`grid gap-8 lg:gap-16 ${second ? 'md:grid-cols-2' : 'lg:max-w-[66.666%]'}`}
          >
            <div className="min-w-0">
              <RichText data={block.main_block_cke} locale={locale} />
            </div>
            {second && <div className="min-w-0">{second}</div>}
          </div>
          <div className="mt-10 lg:max-w-[83.333%]">{frame}</div>
        </div>
      )}
    </Section>
  )
}
