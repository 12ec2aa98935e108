import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { fixedRouteMetadata } from '@/features/seo/page-metadata'
import { Breadcrumbs } from '@/features/pages/Breadcrumbs'
import { fixedRouteUrls } from '@/i18n/navigation'
import { type Locale, localizedUrl } from '@/i18n/locales'

import { GROUP_PREVIEW_SIZE, KIND_LIMITS, KNOWLEDGE_KINDS, SEARCH_KINDS } from '../constants'
import { parseSearchParams, searchUrl, withTrailingSlash } from '../params'
import { getSearchIndex } from '../shared-index'
import type { SearchKind } from '../types'
import { SearchForm } from './SearchForm'
import { SearchResultList } from './SearchResultList'

/** Which search: the whole site (/suche/) or the knowledge centre (/knowledge-center/search/). */
export type SearchScope = 'site' | 'knowledge'

const SCOPES = {
  site: {
    href: '/search',
    kinds: SEARCH_KINDS,
    title: 'title',
    intro: 'intro',
    metaTitle: 'metaTitle',
  },
  knowledge: {
    href: '/knowledge-center/search',
    kinds: KNOWLEDGE_KINDS,
    title: 'knowledgeTitle',
    intro: 'knowledgeIntro',
    metaTitle: 'knowledgeMetaTitle',
  },
} as const

type RawParams = Record<string, string | string[] | undefined>

/** Title and robots for a search page: result pages stay out of search engines. */
export async function searchMetadata(
  locale: Locale,
  scope: SearchScope,
  raw: RawParams,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'search' })
  const { query } = parseSearchParams(raw, SCOPES[scope].kinds)
  const config = SCOPES[scope]
  // The empty search page is a destination of its own; its canonical URL carries no query.
  if (!query)
    return fixedRouteMetadata(config.href, {
      locale,
      title: t(config.title),
      description: t(config.intro),
    })
  return fixedRouteMetadata(config.href, {
    locale,
    title: t(config.metaTitle, { query }),
    indexable: false,
  })
}

/** A search page: the form, then the hits grouped by kind, or every hit of one kind (?kind=…). */
export async function SearchPage({
  locale,
  scope,
  raw,
}: {
  locale: Locale
  scope: SearchScope
  raw: RawParams
}) {
  const config = SCOPES[scope]
  const { query, kind } = parseSearchParams(raw, config.kinds)
  const [t, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const urls = fixedRouteUrls(config.href)
  const base = withTrailingSlash(urls[locale])
  const alternates = { de: withTrailingSlash(urls.de), en: withTrailingSlash(urls.en) }
  if (query)
    for (const l of ['de', 'en'] as const)
      alternates[l] = searchUrl(alternates[l], query, kind ?? undefined)

  const kinds: readonly SearchKind[] = kind ? [kind] : config.kinds
  const groups = query
    ? await (
        await getSearchIndex()
      ).search(locale, query, { kinds, limit: kind ? KIND_LIMITS[kind] : GROUP_PREVIEW_SIZE })
    : []
  const total = groups.reduce((sum, group) => sum + group.total, 0)

  return (
    <>
      <PageAlternates urls={alternates} />
      <Breadcrumbs
        items={[
          { title: tCommon('home'), url: localizedUrl(locale, '/') },
          { title: t(config.title), url: base },
        ]}
        locale={locale}
      />
      <div className="container-site pt-6 pb-16">
        <h1 className="text-3xl leading-tight font-bold md:text-5xl">{t(config.title)}</h1>
        <p className="mt-3 max-w-3xl text-muted">{t(config.intro)}</p>
        <SearchForm
          action={base}
          query={query}
          labels={{
            form: t(config.title),
            label: t('label'),
            placeholder: t('placeholder'),
            submit: t('submit'),
          }}
        />

        {query && total === 0 && (
          <div className="mt-10 max-w-3xl rounded-lg bg-section-grey p-6">
            <h2 className="text-xl font-semibold">{t('noResults', { query })}</h2>
            <p className="mt-2">{t('noResultsTips')}</p>
          </div>
        )}

        {total > 0 && (
          <div className="mt-8">
            <h2 className="sr-only">{t('results')}</h2>
            <p className="text-muted">{t('resultCount', { count: total, query })}</p>
            {kind && (
              <a
                href={searchUrl(base, query)}
                className="mt-3 inline-block font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
              >
                {t('backToAll', { query })}
              </a>
            )}
            {groups.map((group) => (
              <section
                key={group.kind}
                aria-labelledby={`search-group-${group.kind}`}
                className="mt-10"
              >
                <h2 id={`search-group-${group.kind}`} className="text-2xl font-semibold">
                  {t('groupHeading', { label: t(`kinds.${group.kind}`), count: group.total })}
                </h2>
                <SearchResultList group={group} />
                {!kind && group.total > group.hits.length && (
                  <a href={searchUrl(base, query, group.kind)} className="btn-secondary mt-4">
                    {t(`showAll.${group.kind}`, { count: group.total })}
                  </a>
                )}
                {kind && group.total > group.hits.length && (
                  <p className="mt-4 text-muted">
                    {t('limited', { shown: group.hits.length, total: group.total })}
                  </p>
                )}
              </section>
            ))}
          </div>
        )}
      </div>
    </>
  )
}
