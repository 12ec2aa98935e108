import { getTranslations } from 'next-intl/server'

import { DATE_FORMATS } from '@/features/seminars/constants'
import type { Locale } from '@/i18n/locales'

import { FINDER_PATH, type FilterParam } from '../constants'
import { type FieldError, type FinderQuery, finderSearch, hasFilters } from '../schemas'
import type { CatalogueResults as Results } from '../server/results'
import type { FinderOption } from '../types'

import { CatalogueFilters } from './CatalogueFilters'
import { ResultRow, type ResultRowLabels } from './ResultRow'
import { ResultsNavigator } from './ResultsNavigator.lazy'
import { ResultPager } from './ResultPager'

type Props = {
  locale: Locale
  query: FinderQuery
  /** Refused values: shown as ignored. */
  errors: FieldError[]
  results: Results
  topics: FinderOption[]
  places: FinderOption[]
  headingId: string
}

const LINK = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-darker'

/**
 * The catalogue's one result view, rendered on the server from the URL: a GET form with every
 * filter, the number of results in a live region, one page of dates and the page links. A small
 * client leaf applies changes without a reload (docs/behaviour/catalogue.md).
 */
export async function CatalogueResults({
  locale,
  query,
  errors,
  results,
  topics,
  places,
  headingId,
}: Props) {
  const [t, dates, seminars] = await Promise.all([
    getTranslations({ locale, namespace: 'finder' }),
    getTranslations({ locale, namespace: 'seminars.dates' }),
    getTranslations({ locale, namespace: 'seminars' }),
  ])
  const r = (key: string, values?: Record<string, string | number>) => t(`results.${key}`, values)
  const rowLabels: ResultRowLabels = {
    codeLabel: r('codeLabel'),
    period: dates('period'),
    duration: dates('days'),
    place: dates('place'),
    price: dates('price'),
    priceNote: dates('priceNote'),
    seats: {
      label: r('seats.label'),
      free: r('seats.free'),
      few: r('seats.few'),
      full: r('seats.full'),
    },
    formats: Object.fromEntries(
      DATE_FORMATS.map((format) => [format, dates(`formats.${format}`)]),
    ) as ResultRowLabels['formats'],
    rating: seminars.raw('rating') as string,
    book: t('dates.book'),
  }
  const fieldNames: Record<FilterParam, string> = {
    q: r('keyword'),
    code: r('codeLabel'),
    seminarthema: t('topicLabel'),
    ort: t('placeLabel'),
    zeit: t('monthLabel'),
    format: r('format'),
    dauer: r('duration'),
    preis_von: r('priceFrom'),
    preis_bis: r('priceTo'),
    sortierung: r('sort'),
    seite: r('pages'),
  }
  const path = FINDER_PATH[locale]
  const filtered = hasFilters(query)
  const resetLink = (
    <a href={path} className={LINK}>
      {r('reset')}
    </a>
  )
  const listId = `${headingId}-list`

  return (
    <ResultsNavigator search={finderSearch(query)}>
      <div className="mt-12">
        <h3 id={headingId} className="text-xl font-semibold md:text-2xl">
          {r('title')}
        </h3>
        <CatalogueFilters
          locale={locale}
          query={query}
          topics={topics}
          places={places}
          formatLabels={rowLabels.formats}
        />
        {errors.length > 0 && (
          <p className="mt-4 rounded-lg border border-amber-800 bg-white p-4 text-ink">
            {r('ignored', {
              fields: errors.map((error) => fieldNames[error.field as FilterParam]).join(', '),
            })}
          </p>
        )}
        <div className="mt-6 flex flex-wrap items-baseline gap-x-6 gap-y-2">
          <p role="status" aria-live="polite" className="font-semibold">
            {r('count', { count: results.total })}
          </p>
          {query.q && <p className="text-muted">{r('keywordNote', { q: query.q })}</p>}
          {query.code && <p className="text-muted">{r('code', { code: query.code })}</p>}
          {filtered && results.total > 0 && resetLink}
        </div>
        {results.total === 0 ? (
          <p className="mt-6 rounded-lg bg-section-grey p-6 text-muted">
            {r('none')} {filtered && resetLink}
          </p>
        ) : (
          <div className="mt-6 transition-opacity group-data-pending/results:opacity-60">
            <ul
              id={listId}
              aria-labelledby={headingId}
              className="divide-y divide-line border-y border-line"
            >
              {results.dates.map((date) => (
                <ResultRow
                  key={date.id}
                  date={date}
                  locale={locale}
                  labels={rowLabels}
                  headingLevel="h4"
                />
              ))}
            </ul>
            <ResultPager
              path={path}
              query={query}
              page={results.page}
              pageCount={results.pageCount}
              labels={{
                nav: r('pages'),
                pageOf: r('pageOf', { page: results.page, count: results.pageCount }),
                previous: r('previous'),
                next: r('next'),
              }}
            />
          </div>
        )}
      </div>
    </ResultsNavigator>
  )
}
