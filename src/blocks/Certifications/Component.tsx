import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { ZertifizierungenBlock as CertificationsBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

/** Certificates and seals as a grid of logos on white tiles, each with its name as the caption. */
export async function CertificationsBlock({
  block,
  locale,
  index,
}: BlockProps<CertificationsBlockData>) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const title = block.main_block_zertifizierungen_titel
  const headingId = title ? `block-${index}-title` : undefined
  const items = block.main_block_zertifizierungen ?? []
  // Alike other blocks' markup by shape only: each renders its own block's fields.
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      {title && <SectionHeading id={headingId} text={title} className="mb-5" />}
      {block.main_block_zertifizierungen_text && (
        <div className="mb-10 lg:max-w-[66.666%]">
          <RichText data={block.main_block_zertifizierungen_text} locale={locale} />
        </div>
      )}
      <ul className="grid grid-cols-2 gap-x-6 gap-y-8 md:grid-cols-3 lg:grid-cols-4">
        {items.map((item, i) => (
          <li key={item.id ?? i} className="min-w-0">
            {/* Alike the Callback block and the whitepaper page by markup only: an image in a
               figure, with each block's own sizes. */}
            <figure className="flex h-full flex-col">
              <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-line bg-white p-4 text-ink">
                <CmsImage
                  image={item.main_block_zertifizierung_bild}
                  sizes="(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw"
                  className="size-full object-contain"
                  noImageText={t('noImage')}
                />
              </div>
              <figcaption className="mt-3 text-center font-medium hyphens-auto wrap-break-word">
                {item.main_block_zertifizierung_titel}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
