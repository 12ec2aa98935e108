'use client'

import { useEffect, useState } from 'react'
import NextLink from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'

import { rememberLocation } from '@/features/activity/store'
import { monthChoices } from '@/features/seminars/format'
import type { SeminarDateView } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'

import { fetchFinderDates } from '../api'
import { FILTER_PARAMS, FINDER_PATH, type FilterParam } from '../constants'
import type { FinderOption, ResultLabels } from '../types'

import { DateList, type DateListLabels } from './DateList.client'
import { SelectField } from './Fields'

type Props = {
  locale: Locale
  topics: FinderOption[]
  places: FinderOption[]
  labels: ResultLabels
  dateLabels: DateListLabels
  headingId: string
}
type Result = { key: string; dates: SeminarDateView[] | null }

/**
 * The finder's result view: reads the filters from the URL (the page itself stays static and
 * cached), fetches the matching dates, and rewrites the URL when a filter changes.
 */
export function FinderResults({ locale, topics, places, labels, dateLabels, headingId }: Props) {
  const router = useRouter()
  const searchParams = useSearchParams()
  const filters = Object.fromEntries(
    FILTER_PARAMS.map((name) => [name, searchParams.get(name)?.trim() ?? '']),
  ) as Record<FilterParam, string>
  const key = FILTER_PARAMS.map((name) => `${name}=${filters[name]}`).join('&')
  const [result, setResult] = useState<Result | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    const chosen = Object.fromEntries(Object.entries(filters).filter(([, value]) => value))
    fetchFinderDates(locale, chosen, controller.signal)
      .then((dates) => setResult({ key, dates }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Seminar finder failed', error)
        setResult({ key, dates: null })
      })
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key holds the filters' values
  }, [key, locale])

  function update(name: FilterParam, value: string) {
    const params = new URLSearchParams(searchParams.toString())
    if (value) params.set(name, value)
    else params.delete(name)
    if (name === 'ort' && value) rememberLocation(Number(value))
    const query = params.toString()
    router.replace(query ? `${FINDER_PATH[locale]}?${query}` : FINDER_PATH[locale], {
      scroll: false,
    })
  }

  const loading = result?.key !== key
  // While new results load, the previous ones stay (dimmed) instead of the list jumping away.
  const dates = result?.dates ?? null
  const months = monthChoices(locale)
  if (filters.zeit && !months.some((month) => month.value === filters.zeit))
    months.unshift({ value: filters.zeit, label: filters.zeit })
  const filtered = FILTER_PARAMS.some((name) => filters[name])
  const selects = [
    {
      name: 'seminarthema',
      label: labels.topic,
      empty: labels.allTopics,
      choices: topics.map(toChoice),
    },
    { name: 'ort', label: labels.place, empty: labels.allPlaces, choices: places.map(toChoice) },
    { name: 'zeit', label: labels.month, empty: labels.allMonths, choices: months },
  ] as const
  const count = dates?.length ?? 0
  const status = loading
    ? labels.loading
    : dates === null
      ? labels.error
      : (count === 1 ? labels.countOne : labels.countOther).replace('{count}', String(count))

  const resetLink = (
    <NextLink
      href={FINDER_PATH[locale]}
      scroll={false}
      className="font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
    >
      {labels.reset}
    </NextLink>
  )

  return (
    <div className="mt-12" aria-busy={loading}>
      <h3 id={headingId} className="text-xl font-semibold md:text-2xl">
        {labels.title}
      </h3>
      <div role="group" aria-label={labels.filters} className="mt-4 grid gap-4 md:grid-cols-3">
        {selects.map((select) => (
          <SelectField
            key={select.name}
            label={select.label}
            value={filters[select.name]}
            empty={select.empty}
            choices={select.choices}
            onChange={(v) => update(select.name, v)}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap items-baseline gap-x-6 gap-y-2">
        <p role="status" className="font-semibold">
          {status}
        </p>
        {filters.code && (
          <p className="text-muted">{labels.code.replace('{code}', filters.code)}</p>
        )}
        {filtered && count > 0 && resetLink}
      </div>
      {dates && count === 0 && (
        <p className="mt-6 rounded-lg bg-section-grey p-6 text-muted">
          {labels.none} {filtered && resetLink}
        </p>
      )}
      {dates && count > 0 && (
        <div className={`mt-6 transition-opacity ${loading ? 'opacity-60' : ''}`}>
          <DateList
            key={result?.key}
            dates={dates}
            locale={locale}
            labels={dateLabels}
            listId={`${headingId}-list`}
            describedBy={headingId}
          />
        </div>
      )}
    </div>
  )
}

function toChoice(option: FinderOption) {
  return { value: String(option.id), label: option.title }
}
