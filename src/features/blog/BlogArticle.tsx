import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { RichText } from '@/components/ui/RichText'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'
import type { BlogPost } from '@/payload-types'

/** A blog article's own page: title, date, reading time, author, topics, image and text. */
export async function BlogArticle({ post, locale }: { post: BlogPost; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'blog' })
  const topics = (post.topics ?? []).filter((topic) => typeof topic === 'object')
  // Its topic links are alike the menu's and search results' links by shape only.
  return (
    <article className="container-site pt-6 pb-16 md:pb-24">
      <div className="max-w-3xl">
        <h1 className="text-3xl leading-tight font-bold md:text-5xl">{post.title}</h1>
        <p className="mt-4 text-muted">
          <time dateTime={post.date}>{formatDate(post.date, locale)}</time>
          {post.duration ? <> · {t('readingTime', { minutes: post.duration })}</> : null}
          {post.author ? <> · {post.author}</> : null}
        </p>
        {topics.length > 0 && (
          <ul aria-label={t('topics')} className="mt-4 flex flex-wrap gap-2">
            {topics.map((topic) => (
              // Alike the blog overview, menu and search lists by markup only: each list item shows
              // its own data.
              <li
                key={topic.id}
                className="rounded-full bg-section-blue px-3 py-1 text-sm font-semibold text-brand-darker"
              >
                {topic.title}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-6 text-xl leading-relaxed">{post.intro}</p>
      </div>
      {post.image && (
        <CmsImage
          image={post.image}
          priority
          sizes="(min-width: 1280px) 1200px, 100vw"
          className="mt-8 h-auto w-full max-w-5xl rounded-lg"
          noImageText=""
        />
      )}
      <div className="mt-8 max-w-3xl">
        <RichText data={post.content} locale={locale} />
      </div>
    </article>
  )
}
