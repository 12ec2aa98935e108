import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { Section, SectionHeading } from '@/components/ui/Section'
import { NEWS_LATEST_LIMIT } from '@/features/news/constants'
import { getLatestNews } from '@/features/news/queries'
import { formatDate } from '@/lib/locale-format'
import type { News, RepAktuellesBlock as NewsBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { NewsGrid } from './Component.lazy'

/** News grid: 3 shown, 3 more per click, a read-more dialog with image, title and text. */
export async function NewsBlock({ block, locale, index }: BlockProps<NewsBlockData>) {
  const [t, tm, common] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.aktuelles' }),
    getTranslations({ locale, namespace: 'blocks.modal' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const chosen = (block.main_block_aktuelles ?? []).filter(
    (n): n is News => typeof n === 'object' && n !== null,
  )
  const news = chosen.length > 0 ? chosen : await getLatestNews(locale, NEWS_LATEST_LIMIT)
  const title = block.main_block_aktuelles_titel || t('defaultTitle')
  const headingId = `block-${index}-title`
  const image = (item: News, sizes: string) => (
    <CmsImage
      image={item.image}
      sizes={sizes}
      className="aspect-[16/10] h-auto w-full rounded-t-lg object-cover"
      noImageText={common('noImage')}
    />
  )

  return (
    <Section labelledBy={headingId} background="3">
      <SectionHeading id={headingId} text={title} />
      {news.length === 0 ? (
        <p className="mt-6 text-muted">{t('empty')}</p>
      ) : (
        <NewsGrid
          items={news.map((item) => ({
            id: String(item.id),
            title: item.title,
            intro: item.intro,
            date: formatDate(item.date, locale),
            dateTime: item.date,
            card: image(item, '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw'),
            large: image(item, '(min-width: 768px) 672px, 100vw'),
          }))}
          labels={{ readMore: t('readMore'), showMore: t('showMore'), close: tm('close') }}
        />
      )}
    </Section>
  )
}
