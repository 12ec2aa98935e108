'use client'

import type React from 'react'
import { useMemo, useState } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { ShowMoreButton } from '@/components/ui/ShowMoreButton'
import { useShowMore } from '@/components/ui/useShowMore'
import { BLOG_PAGE_SIZE } from '@/features/blog/constants'
import { filterByTopics } from '@/features/blog/filter'

export type BlogCard = {
  id: string
  title: string
  url: string
  intro: string
  date: string
  dateTime: string
  meta: string
  themaIds: string[]
  themen: string[]
  image: React.ReactNode
}
type Labels = { filter: string; all: string; showMore: string; empty: string; results: string }

/** Topic pills and article cards; every change of the filter starts again with 9 cards. */
export function BlogList({
  topics,
  articles,
  labels,
}: {
  topics: { id: string; title: string }[]
  articles: BlogCard[]
  labels: Labels
}) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set())
  const matching = useMemo(() => filterByTopics(articles, chosen), [articles, chosen])
  // A new key per filter remounts the list, so it starts again at the first page.
  const filterKey = [...chosen].sort().join(',')

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <>
      <div role="group" aria-label={labels.filter} className="mt-8 flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={chosen.size === 0}
          onClick={() => setChosen(new Set())}
          className={pillClass(chosen.size === 0)}
        >
          {labels.all}
        </button>
        {topics.map((topic) => (
          <button
            key={topic.id}
            type="button"
            aria-pressed={chosen.has(topic.id)}
            onClick={() => toggle(topic.id)}
            className={pillClass(chosen.has(topic.id))}
          >
            {topic.title}
          </button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {labels.results.replace('{count}', String(matching.length))}
      </p>
      <BlogCards key={filterKey} articles={matching} labels={labels} />
    </>
  )
}

function BlogCards({ articles, labels }: { articles: BlogCard[]; labels: Labels }) {
  const { visible, showMore, hasMore, listRef } = useShowMore<HTMLUListElement>(
    articles.length,
    BLOG_PAGE_SIZE.initial,
    BLOG_PAGE_SIZE.step,
  )
  if (articles.length === 0)
    return <p className="mt-8 rounded-lg bg-section-grey p-6 text-muted">{labels.empty}</p>
  return (
    <>
      <ul
        ref={listRef}
        className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        data-testid="blog-cards"
      >
        {articles.slice(0, visible).map((article) => (
          <li
            key={article.id}
            className="flex flex-col overflow-hidden rounded-lg border border-line bg-white outline-none"
          >
            {article.image}
            <div className="flex flex-1 flex-col p-5">
              <p className="text-sm text-muted">
                <time dateTime={article.dateTime}>{article.date}</time>
                {article.meta && <> · {article.meta}</>}
              </p>
              <h3 className="mt-1 text-lg font-semibold">
                <SmartLink
                  href={article.url}
                  className="underline-offset-2 hover:text-brand hover:underline"
                >
                  {article.title}
                </SmartLink>
              </h3>
              {article.themen.length > 0 && (
                <p className="mt-1 text-sm font-semibold text-brand-darker">
                  {article.themen.join(' · ')}
                </p>
              )}
              <p className="mt-2 line-clamp-3 text-muted">{article.intro}</p>
            </div>
          </li>
        ))}
      </ul>
      {hasMore && <ShowMoreButton onClick={showMore} label={labels.showMore} />}
    </>
  )
}

function pillClass(active: boolean): string {
  return `min-h-11 rounded-full border-2 px-4 font-semibold ${active ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:border-brand'}`
}
