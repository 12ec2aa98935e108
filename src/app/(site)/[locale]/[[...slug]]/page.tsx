import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { BlogArticle } from '@/features/blog/BlogArticle'
import { BLOG_PATH_PREFIX } from '@/features/blog/constants'
import { getBlogPostByPath, getBlogPostUrls } from '@/features/blog/queries'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { Breadcrumbs } from '@/features/pages/Breadcrumbs'
import { CmsPageBody } from '@/features/pages/CmsPageBody'
import { segmentsToPath } from '@/features/pages/paths'
import { getBlogTrail, getPageByPath, getPageUrls } from '@/features/pages/queries'
import { articleMetadata, catalogueMetadata, cmsPageMetadata } from '@/features/seo/page-metadata'
import { SeminarPage } from '@/features/seminars/components/SeminarPage'
import { TopicPage } from '@/features/seminars/components/TopicPage'
import { SEMINAR_PATH_PREFIX, TOPIC_PATH_PREFIX } from '@/features/seminars/constants'
import { richTextToPlain } from '@/features/seminars/jsonld'
import { getCatalogueUrls, getSeminarByPath, getTopicByPath } from '@/features/seminars/queries'
import { TrainerPage } from '@/features/trainers/components/TrainerPage'
import { TRAINER_PATH_PREFIX } from '@/features/trainers/constants'
import { getTrainerByPath, getTrainerUrls } from '@/features/trainers/queries'
import { biographyParagraphs } from '@/features/trainers/views'
import { isStaffPreview } from '@/features/preview/staff-preview'
import { isLocale, type Locale, localizedUrl } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// CMS pages render on their first request and are then served from Next's cache until an
// editor publishes (revalidation by tag); nothing is prerendered at build time, so the build
// needs no database.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

/**
 * What lives at a path: a CMS page, a blog article under /blog/, a seminar, a seminar topic or a
 * trainer's profile.
 */
async function resolve(locale: Locale, path: string, draft: boolean) {
  const page = await getPageByPath(locale, path, draft)
  if (page) return { kind: 'page' as const, page }
  if (path.startsWith(BLOG_PATH_PREFIX)) {
    const post = await getBlogPostByPath(locale, path, draft)
    if (post) return { kind: 'article' as const, post }
  }
  if (path.startsWith(SEMINAR_PATH_PREFIX[locale])) {
    const seminar = await getSeminarByPath(locale, path, draft)
    if (seminar) return { kind: 'seminar' as const, seminar }
  }
  if (path.startsWith(TOPIC_PATH_PREFIX[locale])) {
    const topic = await getTopicByPath(locale, path, draft)
    if (topic) return { kind: 'topic' as const, topic }
  }
  if (path.startsWith(TRAINER_PATH_PREFIX[locale])) {
    const trainer = await getTrainerByPath(locale, path, draft)
    if (trainer) return { kind: 'trainer' as const, trainer }
  }
  return null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  if (!isLocale(locale)) return {}
  const isEnabled = await isStaffPreview()
  const found = await resolve(locale, segmentsToPath(slug), isEnabled)
  if (!found) return {}
  if (found.kind === 'article')
    return articleMetadata(found.post, locale, await getBlogPostUrls(found.post.id, isEnabled))
  if (found.kind === 'seminar') {
    const { seminar } = found
    const urls = await getCatalogueUrls('seminars', seminar.id).catch(() => ({
      de: null,
      en: null,
    }))
    const description = seminar.subtitle || richTextToPlain(seminar.description, 200)
    return catalogueMetadata(
      { title: seminar.title, description, image: seminar.image },
      locale,
      urls,
    )
  }
  if (found.kind === 'trainer') {
    const { trainer } = found
    const description = `${trainer.role}. ${biographyParagraphs(trainer.biography)[0] ?? ''}`
    const doc = { title: trainer.name, description, image: trainer.photo }
    return catalogueMetadata(doc, locale, await getTrainerUrls(trainer.id))
  }
  if (found.kind === 'topic') {
    const { topic } = found
    const urls = await getCatalogueUrls('topics', topic.id).catch(() => ({ de: null, en: null }))
    return catalogueMetadata(
      { title: topic.title, description: topic.description, image: topic.image },
      locale,
      urls,
    )
  }
  return cmsPageMetadata(found.page, locale, await getPageUrls(found.page.id, isEnabled))
}

export default async function CmsPage({ params }: Props) {
  const { locale, slug } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const draft = await isStaffPreview()
  const path = segmentsToPath(slug)
  const found = await resolve(locale, path, draft)
  if (!found) notFound()

  if (found.kind === 'seminar')
    return <SeminarPage seminar={found.seminar} locale={locale} path={path} />
  if (found.kind === 'topic') return <TopicPage topic={found.topic} locale={locale} path={path} />
  if (found.kind === 'trainer')
    return <TrainerPage trainer={found.trainer} locale={locale} path={path} />

  if (found.kind === 'article') {
    const { post } = found
    const [urls, blogTrail] = await Promise.all([
      getBlogPostUrls(post.id, draft),
      getBlogTrail(locale),
    ])
    return (
      <>
        <PageAlternates urls={urls} />
        <Breadcrumbs
          items={[...blogTrail, { title: post.title, url: localizedUrl(locale, path) }]}
          locale={locale}
        />
        <BlogArticle post={post} locale={locale} />
      </>
    )
  }

  return <CmsPageBody page={found.page} locale={locale} path={path} draft={draft} />
}
