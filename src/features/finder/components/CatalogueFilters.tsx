import { getTranslations } from 'next-intl/server'

import { DATE_FORMATS, type DateFormat } from '@/features/seminars/constants'
import { monthChoices } from '@/features/seminars/format'
import type { Locale } from '@/i18n/locales'

import {
  DURATION_CHOICES,
  FINDER_PATH,
  type FilterParam,
  KEYWORD_LENGTH,
  ONLINE_PLACE_VALUE,
  PRICE_LIMIT,
  SORT_ORDERS,
} from '../constants'
import type { FinderQuery } from '../schemas'
import type { FinderOption } from '../types'

type Props = {
  locale: Locale
  query: FinderQuery
  topics: FinderOption[]
  places: FinderOption[]
  formatLabels: Record<DateFormat, string>
}

const FIELD =
  'min-h-11 w-full rounded border border-muted bg-white px-3 text-ink focus-visible:outline-2'

/**
 * The catalogue's filters as a plain GET form: it works without JavaScript, and the results'
 * client leaf applies a change at once when it runs.
 */
export async function CatalogueFilters({ locale, query, topics, places, formatLabels }: Props) {
  const t = await getTranslations({ locale, namespace: 'finder' })
  const r = (key: string, values?: Record<string, string | number>) => t(`results.${key}`, values)
  const path = FINDER_PATH[locale]
  const months = monthChoices(locale)
  if (query.zeit && !months.some((month) => month.value === query.zeit))
    months.unshift({ value: query.zeit, label: query.zeit })
  const selects: {
    name: FilterParam
    label: string
    value: string
    choices: { value: string; label: string }[]
  }[] = [
    {
      name: 'seminarthema',
      label: t('topicLabel'),
      value: String(query.seminarthema ?? ''),
      choices: [
        { value: '', label: r('allTopics') },
        ...topics.map((topic) => ({ value: String(topic.id), label: topic.title })),
      ],
    },
    {
      name: 'ort',
      label: t('placeLabel'),
      value: String(query.ort ?? ''),
      choices: [
        { value: '', label: r('allPlaces') },
        { value: ONLINE_PLACE_VALUE, label: r('online') },
        ...places.map((place) => ({ value: String(place.id), label: place.title })),
      ],
    },
    {
      name: 'zeit',
      label: t('monthLabel'),
      value: query.zeit ?? '',
      choices: [{ value: '', label: r('allMonths') }, ...months],
    },
    {
      name: 'format',
      label: r('format'),
      value: query.format ?? '',
      choices: [
        { value: '', label: r('allFormats') },
        ...DATE_FORMATS.map((format) => ({ value: format, label: formatLabels[format] })),
      ],
    },
    {
      name: 'dauer',
      label: r('duration'),
      value: String(query.dauer ?? ''),
      choices: [
        { value: '', label: r('anyDuration') },
        ...DURATION_CHOICES.map((days, i) => ({
          value: String(days),
          label:
            i === DURATION_CHOICES.length - 1 ? r('daysOrMore', { days }) : r('days', { days }),
        })),
      ],
    },
    {
      name: 'sortierung',
      label: r('sort'),
      value: query.sortierung,
      choices: SORT_ORDERS.map((order) => ({ value: order, label: r(`sorts.${order}`) })),
    },
  ]
  const prices = [
    { name: 'preis_von', label: r('priceFrom'), value: query.preis_von },
    { name: 'preis_bis', label: r('priceTo'), value: query.preis_bis },
  ] as const

  return (
    <form action={path} method="get" role="search" aria-label={r('filters')} className="mt-4">
      {query.code && <input type="hidden" name="code" value={query.code} />}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block sm:col-span-2">
          <span className="mb-1 block font-semibold">{r('keyword')}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ''}
            minLength={KEYWORD_LENGTH.min}
            maxLength={KEYWORD_LENGTH.max}
            className={FIELD}
          />
        </label>
        {selects.map((select) => (
          <label key={select.name} className="block">
            <span className="mb-1 block font-semibold">{select.label}</span>
            <select name={select.name} defaultValue={select.value} className={FIELD}>
              {select.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {prices.map((price) => (
          <label key={price.name} className="block">
            <span className="mb-1 block font-semibold">{price.label}</span>
            <input
              type="number"
              name={price.name}
              min={0}
              max={PRICE_LIMIT}
              step={1}
              inputMode="numeric"
              defaultValue={price.value ?? ''}
              className={FIELD}
            />
          </label>
        ))}
      </div>
      <button
        type="submit"
        className="mt-4 inline-flex min-h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
      >
        {r('apply')}
      </button>
    </form>
  )
}
