import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { Section, SectionHeading } from '@/components/ui/Section'
import { getBlogList } from '@/features/blog/queries'
import { localizedUrl } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'
import type { RepBlogBlock as BlogOverviewBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import { BlogList } from './Component.lazy'

/** Blog card widths (340–595 px, docs/behaviour/limits.md), so the srcset fits each. */
const CARD_SIZES =
  '(min-width: 1536px) 433px, (min-width: 1024px) 370px, (min-width: 768px) 340px, 595px'

/** Blog overview: topic pills (multi-select), article cards, 9 shown and 6 more per click. */
export async function BlogOverviewBlock({
  block,
  locale,
  index,
}: BlockProps<BlogOverviewBlockData>) {
  const [t, common, tb] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.blog' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'blog' }),
  ])
  const { posts, topics } = await getBlogList(locale)
  const title = block.main_block_blog_titel || t('defaultTitle')
  const headingId = `block-${index}-title`
  const topicTitle = new Map(topics.map((topic) => [String(topic.id), topic.title]))

  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} text={title} />
      {block.main_block_blog_intro && (
        <p className="mt-3 max-w-3xl text-lg text-muted">{block.main_block_blog_intro}</p>
      )}
      <BlogList
        topics={topics.map((topic) => ({ id: String(topic.id), title: topic.title }))}
        articles={posts.map((post) => {
          const themaIds = (post.topics ?? []).map((topic) =>
            String(typeof topic === 'object' ? topic.id : topic),
          )
          return {
            id: String(post.id),
            title: post.title,
            url: localizedUrl(locale, post.path ?? '/'),
            intro: post.intro,
            date: formatDate(post.date, locale),
            dateTime: post.date,
            meta: [
              post.duration ? tb('readingTime', { minutes: post.duration }) : null,
              post.author,
            ]
              .filter(Boolean)
              .join(' · '),
            themaIds,
            themen: themaIds.map((id) => topicTitle.get(id)).filter((x): x is string => Boolean(x)),
            image: (
              <CmsImage
                image={post.image}
                sizes={CARD_SIZES}
                className="aspect-[16/10] h-auto w-full object-cover"
                noImageText={common('noImage')}
              />
            ),
          }
        })}
        labels={{
          filter: t('filter'),
          all: t('all'),
          showMore: t('showMore'),
          empty: t('empty'),
          results: t.raw('results') as string,
        }}
      />
    </Section>
  )
}
