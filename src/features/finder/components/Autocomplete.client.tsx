'use client'

import type React from 'react'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'

import { fetchSuggestions, loadQuickLinks } from '../api'
import { ANNOUNCE_CLEAR_MS, AUTOCOMPLETE_DELAY_MS, AUTOCOMPLETE_MIN_CHARS } from '../constants'
import type { AutocompleteLabels, QuickLink, Suggestion } from '../types'

import { type Option, OptionList } from './OptionList'

type Props = {
  locale: Locale
  value: string
  onValueChange: (value: string) => void
  /**
   * Enter or a click on an option: the text to search for (a seminar suggestion gives its code).
   */
  onSubmitTerm: (term: string) => void
  labels: AutocompleteLabels
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * Search-term field as an ARIA 1.2 combobox (docs/behaviour/states.md#seminar-finder): opens on
 * focus with the popular searches, asks for suggestions from 3 characters 300 ms after the last
 * keystroke, and lets the arrow keys walk suggestions then popular searches (wrapping), writing
 * each choice into the field.
 */
export function Autocomplete({ locale, value, onValueChange, onSubmitTerm, labels }: Props) {
  const baseId = useId()
  const inputId = `${baseId}-input`
  const listId = `${baseId}-list`
  const rootRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  // What the visitor typed; arrowing through options changes the field but not the query.
  const [query, setQuery] = useState(value)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [quickLinks, setQuickLinks] = useState<QuickLink[]>([])
  const [active, setActive] = useState(-1)
  const [announcement, setAnnouncement] = useState('')

  const asking = query.trim().length >= AUTOCOMPLETE_MIN_CHARS
  const options = useMemo<Option[]>(
    () => [
      ...(asking ? suggestions : []).map((s, i) => ({
        id: `${baseId}-s${i}`,
        text: s.title,
        term: s.code || s.title,
        group: 'suggestions' as const,
        note: s.code,
      })),
      ...quickLinks.map((link, i) => {
        const text = (locale === 'en' ? link.titles.en : link.titles.default) || link.titles.default
        return { id: `${baseId}-q${i}`, text, term: text, group: 'quickLinks' as const }
      }),
    ],
    [asking, suggestions, quickLinks, locale, baseId],
  )
  const expanded = open && options.length > 0

  // Suggestions: debounced, and a newer keystroke aborts the older request.
  useEffect(() => {
    if (query.trim().length < AUTOCOMPLETE_MIN_CHARS) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      fetchSuggestions(locale, query.trim(), controller.signal)
        .then((items) => {
          setSuggestions(items)
          setActive(-1)
        })
        .catch((error: unknown) => {
          if (!isAbort(error)) console.error('Autocomplete failed', error)
        })
    }, AUTOCOMPLETE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  // Tell screen-reader users how many options the list now has; the message clears after 1 s.
  useEffect(() => {
    if (!expanded) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- live region speaks after render
    setAnnouncement(labels.optionsAvailable.replace('{count}', String(options.length)))
    const timer = setTimeout(() => setAnnouncement(''), ANNOUNCE_CLEAR_MS)
    return () => clearTimeout(timer)
  }, [expanded, options, labels.optionsAvailable])

  // A click or tap anywhere else closes the list.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => {
    if (active >= 0)
      document.getElementById(options[active]?.id ?? '')?.scrollIntoView?.({ block: 'nearest' })
  }, [active, options])

  function close() {
    setOpen(false)
    setActive(-1)
  }

  function openList() {
    setOpen(true)
    loadQuickLinks()
      .then(setQuickLinks)
      .catch((error: unknown) => console.error('Popular searches failed', error))
  }

  function move(step: 1 | -1) {
    if (!expanded) {
      openList()
      if (options.length === 0) return
    }
    const count = options.length
    const next = active < 0 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count
    setActive(next)
    onValueChange(options[next].text)
  }

  function choose(option: Option | undefined) {
    const term = option ? option.term : value
    if (option) onValueChange(option.text)
    close()
    onSubmitTerm(term)
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      move(event.key === 'ArrowDown' ? 1 : -1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      choose(expanded && active >= 0 ? options[active] : undefined)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      close()
    }
  }

  return (
    <div ref={rootRef} className="relative">
      <label htmlFor={inputId} className="mb-1 block font-semibold">
        {labels.label}
      </label>
      <p id={`${baseId}-hint`} className="mb-2 text-sm text-muted">
        {labels.hint}
      </p>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? options[active].id : undefined}
          aria-describedby={`${baseId}-hint`}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value)
            setQuery(event.target.value)
            setActive(-1)
            setOpen(true)
          }}
          onFocus={openList}
          onBlur={(event) => {
            if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close()
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded border border-muted bg-white px-3 text-ink"
        />
        <OptionList
          id={listId}
          label={labels.label}
          hidden={!expanded}
          options={options}
          activeId={expanded && active >= 0 ? options[active].id : null}
          groupLabels={{ suggestions: labels.suggestions, quickLinks: labels.quickLinks }}
          onChoose={choose}
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
