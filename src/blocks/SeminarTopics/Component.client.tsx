'use client'

import type React from 'react'
import { useRef, useState } from 'react'

import { LineIcon } from '@/components/ui/icons'

import { TopicDetails, type TopicItem, type TopicLabels } from './TopicDetails'

export type TopicsLayout = 'tabs' | 'tiles-2' | 'tiles-3' | 'tiles-4'

type Props = { layout: TopicsLayout; topics: TopicItem[]; labels: TopicLabels; baseId: string }

/** Columns of the tile layouts: 2, 3 or 4 from 1024 px on (two from 768 px). */
export const TILE_COLUMNS: Record<Exclude<TopicsLayout, 'tabs'>, string> = {
  'tiles-2': 'md:grid-cols-2 lg:grid-cols-2',
  'tiles-3': 'md:grid-cols-2 lg:grid-cols-3',
  'tiles-4': 'md:grid-cols-2 lg:grid-cols-4',
}

/**
 * Seminar topics one at a time: vertical tabs (a dropdown below 1024 px) or tiles that open
 * details.
 */
export function TopicExplorer({ layout, ...props }: Props) {
  return layout === 'tabs' ? (
    <TopicTabs {...props} />
  ) : (
    <TopicTiles columns={TILE_COLUMNS[layout] ?? TILE_COLUMNS['tiles-3']} {...props} />
  )
}

/** The index the arrow, Home and End keys lead to in a list of `count` tabs, wrapping around. */
function nextIndex(key: string, current: number, count: number): number | null {
  if (key === 'ArrowDown' || key === 'ArrowRight') return (current + 1) % count
  if (key === 'ArrowUp' || key === 'ArrowLeft') return (current - 1 + count) % count
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

function TopicTabs({ topics, labels, baseId }: Omit<Props, 'layout'>) {
  const [selected, setSelected] = useState(0)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const tabId = (i: number) => `${baseId}-tab-${i}`
  const panelId = (i: number) => `${baseId}-panel-${i}`

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = nextIndex(event.key, selected, topics.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    tabs.current[next]?.focus()
  }

  return (
    <div className="mt-8 lg:grid lg:grid-cols-[minmax(14rem,18rem)_minmax(0,1fr)] lg:gap-10">
      {/* Below 1024 px the tabs become a dropdown; both are rendered and CSS picks one, so nothing jumps. */}
      <div className="lg:hidden">
        <label htmlFor={`${baseId}-select`} className="block font-semibold">
          {labels.choose}
        </label>
        <select
          id={`${baseId}-select`}
          value={selected}
          onChange={(event) => setSelected(Number(event.target.value))}
          className="mt-2 min-h-11 w-full rounded border-2 border-line bg-white px-3 text-ink"
        >
          {topics.map((topic, i) => (
            <option key={topic.id} value={i}>
              {topic.title}
            </option>
          ))}
        </select>
      </div>
      <div
        role="tablist"
        aria-orientation="vertical"
        aria-label={labels.tabs}
        onKeyDown={onKeyDown}
        className="hidden lg:flex lg:flex-col lg:gap-1"
      >
        {topics.map((topic, i) => (
          <button
            key={topic.id}
            // Alike FinderTabs' tab buttons by shape only: both follow the WAI-ARIA tabs pattern
            // over their own tab lists.
            ref={(element) => {
              tabs.current[i] = element
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            className={`min-h-11 rounded border-l-4 px-4 py-2 text-left font-semibold ${
              i === selected
                ? 'border-brand bg-section-blue text-brand-darker'
                : 'border-transparent text-ink hover:bg-section-grey hover:text-brand'
            }`}
          >
            {topic.title}
          </button>
        ))}
      </div>
      {topics.map((topic, i) => (
        <div
          key={topic.id}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          hidden={i !== selected}
          tabIndex={0}
          className="mt-6 rounded-lg bg-white p-6 lg:mt-0 lg:p-8"
        >
          <TopicDetails topic={topic} labels={labels} headingId={`${panelId(i)}-title`} />
        </div>
      ))}
    </div>
  )
}

function TopicTiles({
  topics,
  labels,
  baseId,
  columns,
}: Omit<Props, 'layout'> & { columns: string }) {
  const [open, setOpen] = useState<number | null>(null)
  const tiles = useRef<(HTMLButtonElement | null)[]>([])
  const detailsId = `${baseId}-details`
  const current = open === null ? null : topics[open]

  // Escape closes the details from anywhere in the block and hands focus back to the tile.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || open === null) return
    event.preventDefault()
    tiles.current[open]?.focus()
    setOpen(null)
  }

  return (
    <div className="mt-8" onKeyDown={onKeyDown}>
      <ul className={`grid gap-4 ${columns}`} data-testid="topic-tiles">
        {topics.map((topic, i) => (
          <li key={topic.id} className="flex">
            <button
              ref={(element) => {
                tiles.current[i] = element
              }}
              type="button"
              aria-expanded={open === i}
              aria-controls={detailsId}
              onClick={() => setOpen((value) => (value === i ? null : i))}
              className={`flex w-full flex-col items-start gap-2 rounded-lg border-2 p-5 text-left ${
                open === i
                  ? 'border-brand bg-section-blue'
                  : 'border-line bg-white hover:border-brand'
              }`}
            >
              <span className="flex w-full items-start justify-between gap-3 text-lg font-semibold">
                {topic.title}
                <LineIcon
                  className={`mt-1 size-5 shrink-0 text-brand ${open === i ? 'rotate-180' : ''}`}
                  strokeWidth="2.5"
                >
                  <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </LineIcon>
              </span>
              <span className="line-clamp-3 text-muted">{topic.description}</span>
            </button>
          </li>
        ))}
      </ul>
      <div
        id={detailsId}
        hidden={current === null}
        className="mt-6 rounded-lg border-2 border-brand bg-white p-6 lg:p-8"
        data-testid="topic-details"
      >
        {current && (
          <TopicDetails topic={current} labels={labels} headingId={`${detailsId}-title`} />
        )}
      </div>
    </div>
  )
}
