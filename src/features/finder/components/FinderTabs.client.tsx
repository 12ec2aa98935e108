'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState, useTransition } from 'react'
import { useRouter } from 'next/navigation'

import { hydrateActivity, rememberLocation, useActivityStore } from '@/features/activity/store'
import { monthChoices } from '@/features/seminars/format'
import type { Locale } from '@/i18n/locales'

import { finderTarget } from '../target-url'
import type { FinderLabels, FinderOption, FinderState } from '../types'

import { Autocomplete } from './Autocomplete.client'
import { SelectField, SubmitButton } from './Fields'

const TABS = ['term', 'topic', 'place', 'date'] as const
type TabKey = (typeof TABS)[number]

type Props = {
  locale: Locale
  topics: FinderOption[]
  places: FinderOption[]
  codes: string[]
  labels: FinderLabels
}

/** The part of the state the active tab fills in; the others are never sent. */
function stateOf(tab: TabKey, state: FinderState): FinderState {
  if (tab === 'term') return { searchTerm: state.searchTerm }
  if (tab === 'topic') return { seminarthema: state.seminarthema }
  if (tab === 'place') return { ort: state.ort }
  return { zeit: state.zeit }
}

/**
 * The key a tablist arrow, Home or End key moves to (WAI-ARIA tabs pattern, wrapping); null for
 * other keys.
 */
const toChoice = (option: FinderOption) => ({ value: String(option.id), label: option.title })

function tabAfterKey(key: string, current: TabKey): TabKey | null {
  const index = TABS.indexOf(current)
  if (key === 'ArrowRight') return TABS[(index + 1) % TABS.length]
  if (key === 'ArrowLeft') return TABS[(index - 1 + TABS.length) % TABS.length]
  if (key === 'Home') return TABS[0]
  if (key === 'End') return TABS[TABS.length - 1]
  return null
}

/**
 * The finder's tabs (search term, topic, place, month); a tab switch starts with an empty form.
 * The tabs pattern is written out here (roving tabindex, arrow keys select) rather than taken
 * from react-aria: this block sits on the home page, and the library would double its script.
 */
export function FinderTabs({ locale, topics, places, codes, labels }: Props) {
  const router = useRouter()
  const [tab, setTab] = useState<TabKey>('term')
  const [state, setState] = useState<FinderState>({})
  const [busy, startTransition] = useTransition()
  const baseId = useId()
  const tabButtons = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})
  const recentPlaces = useActivityStore((activity) => activity.locations)
  useEffect(hydrateActivity, [])

  // The place tab offers the place chosen last, unless the visitor picked something else here.
  const lastPlace =
    recentPlaces.map(String).find((id) => places.some((place) => String(place.id) === id)) ?? ''
  const current: FinderState = { ...state, ort: state.ort ?? lastPlace }
  const set = (field: keyof FinderState) => (value: string) =>
    setState((previous) => ({ ...previous, [field]: value }))

  function submit(values: FinderState) {
    if (busy) return
    if (tab === 'place' && values.ort) rememberLocation(Number(values.ort))
    const url = finderTarget(stateOf(tab, values), codes, locale)
    // The transition stays pending until the next page has rendered: the button shows it meanwhile.
    startTransition(() => router.push(url))
  }

  const selectTab = (key: TabKey) => {
    if (key === tab) return
    setTab(key)
    setState({})
  }

  const onTabKey = (event: React.KeyboardEvent) => {
    const next = tabAfterKey(event.key, tab)
    if (!next) return
    event.preventDefault()
    selectTab(next)
    tabButtons.current[next]?.focus()
  }

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    submit(current)
  }

  // Only the month tab needs them: the first Intl formatter costs a page about 13 ms while it
  // hydrates.
  const months = tab === 'date' ? monthChoices(locale) : []
  const select = (
    field: 'seminarthema' | 'ort' | 'zeit',
    label: string,
    choices: { value: string; label: string }[],
  ) => (
    <SelectField
      label={label}
      value={current[field] ?? ''}
      empty={labels.choose}
      choices={choices}
      onChange={set(field)}
    />
  )
  const fields: Record<TabKey, React.ReactNode> = {
    term: (
      <Autocomplete
        locale={locale}
        value={current.searchTerm ?? ''}
        onValueChange={set('searchTerm')}
        onSubmitTerm={(term) => submit({ ...current, searchTerm: term })}
        labels={labels.autocomplete}
      />
    ),
    topic: select('seminarthema', labels.topic, topics.map(toChoice)),
    place: select('ort', labels.place, places.map(toChoice)),
    date: select('zeit', labels.month, months),
  }

  const tabId = (key: TabKey) => `${baseId}-tab-${key}`
  const panelId = `${baseId}-panel`
  return (
    <div className="mt-8">
      <div
        role="tablist"
        aria-label={labels.tabsLabel}
        onKeyDown={onTabKey}
        className="grid grid-cols-2 gap-1 border-b-2 border-brand sm:flex sm:flex-wrap"
      >
        {TABS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              tabButtons.current[key] = element
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={key === tab}
            aria-controls={key === tab ? panelId : undefined}
            tabIndex={key === tab ? 0 : -1}
            onClick={() => selectTab(key)}
            className="-mb-0.5 min-h-11 cursor-pointer text-center rounded-t border-2 border-b-0 border-transparent px-4 py-2 font-semibold text-brand outline-none hover:bg-section-blue focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand aria-selected:border-brand aria-selected:bg-brand aria-selected:text-white"
          >
            {labels.tabs[key]}
          </button>
        ))}
      </div>
      {/* Only the selected tab's panel exists; keyed, so each tab starts with fresh fields. */}
      <div
        key={tab}
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(tab)}
        className="rounded-b bg-section-grey p-5 md:p-6"
      >
        <form onSubmit={onSubmit} className="flex flex-col gap-4 md:flex-row md:items-end">
          <div className="flex-1">{fields[tab]}</div>
          <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.submitting} />
        </form>
      </div>
    </div>
  )
}
