import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { BildBlock as ImageBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** One image full width, or several in a grid; each with its caption. */
export async function ImageBlock({ block, locale, index }: BlockProps<ImageBlockData>) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const images = block.main_block_bilder ?? []
  const headingId = block.main_block_bild_titel ? `block-${index}-title` : undefined
  const single = images.length <= 1
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      {block.main_block_bild_titel && (
        <SectionHeading id={headingId} text={block.main_block_bild_titel} className="mb-8" />
      )}
      {images.length === 0 ? (
        <CmsImage image={null} sizes="100vw" noImageText={t('noImage')} />
      ) : (
        <ul className={single ? '' : 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'}>
          {images.map((item, i) => (
            <li key={item.id ?? i}>
              <figure>
                <CmsImage
                  image={item.bild}
                  priority={index === 0 && i === 0}
                  sizes={
                    single
                      ? '(min-width: 1280px) 1200px, 100vw'
                      : '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'
                  }
                  className="h-auto w-full rounded-lg object-cover"
                  noImageText={t('noImage')}
                />
                {item.description && (
                  <figcaption className="mt-2 text-sm text-muted">{item.description}</figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
