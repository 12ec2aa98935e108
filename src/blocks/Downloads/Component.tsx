import { getTranslations } from 'next-intl/server'

import { Section, SectionHeading } from '@/components/ui/Section'
import type { DownloadsBlock as DownloadsBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { DownloadCard } from './DownloadCard'

/**
 * Brochures and documents as cards with file type, size, a download link and an optional e-paper.
 */
export async function DownloadsBlock({ block, locale, index }: BlockProps<DownloadsBlockData>) {
  const t = await getTranslations({ locale })
  const title = block.main_block_download_titel
  const headingId = title ? `block-${index}-title` : undefined
  const labels = {
    download: t('blocks.downloads.download'),
    readOnline: t('blocks.downloads.readOnline'),
    newTab: t('common.openInNewTab'),
    noImage: t('common.noImage'),
  }
  return (
    <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
      {title && <SectionHeading id={headingId} text={title} />}
      {block.main_block_download_untertitel && (
        <p className="mt-3 text-lg lg:max-w-[66.666%]">{block.main_block_download_untertitel}</p>
      )}
      <ul
        className={`grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${title || block.main_block_download_untertitel ? 'mt-10' : ''}`}
      >
        {(block.downloads ?? []).map((item, i) => (
          <li key={item.id ?? i}>
            <DownloadCard
              item={item}
              locale={locale}
              headingLevel={title ? 'h3' : 'h2'}
              labels={labels}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
