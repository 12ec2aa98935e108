import NextLink from 'next/link'

import { type FinderQuery, finderSearch } from '../schemas'

type Labels = { nav: string; pageOf: string; previous: string; next: string }

const LINK =
  'inline-flex min-h-11 items-center rounded border border-brand px-4 font-semibold text-brand hover:bg-section-blue'

/** Links to the previous and next result page, which keep every filter; none for one page. */
export function ResultPager({
  path,
  query,
  page,
  pageCount,
  labels,
}: {
  path: string
  query: FinderQuery
  page: number
  pageCount: number
  labels: Labels
}) {
  if (pageCount <= 1) return null
  const href = (to: number) => `${path}${finderSearch(query, { seite: to })}`
  return (
    <nav aria-label={labels.nav} className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 && (
        <NextLink href={href(page - 1)} className={LINK} rel="prev">
          {labels.previous}
        </NextLink>
      )}
      <p>{labels.pageOf}</p>
      {page < pageCount && (
        <NextLink href={href(page + 1)} className={LINK} rel="next">
          {labels.next}
        </NextLink>
      )}
    </nav>
  )
}
