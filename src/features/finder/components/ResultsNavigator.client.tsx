'use client'

import type React from 'react'
import { useEffect, useRef, useTransition } from 'react'
import { useRouter } from 'next/navigation'

import { rememberLocation } from '@/features/activity/store'

import { SORT_ORDERS } from '../constants'

/** The form's values as the result page's query: empty fields and the default order left out. */
function searchOf(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [name, value] of new FormData(form)) {
    const text = typeof value === 'string' ? value.trim() : ''
    if (text && !(name === 'sortierung' && text === SORT_ORDERS[0])) params.set(name, text)
  }
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** Puts the URL's values back into the form's fields (the back button, a reset link). */
function showValues(form: HTMLFormElement, params: URLSearchParams) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLSelectElement || element instanceof HTMLInputElement)) continue
    if (!element.name || element.type === 'submit') continue
    const value = params.get(element.name) ?? (element.name === 'sortierung' ? SORT_ORDERS[0] : '')
    const known =
      !(element instanceof HTMLSelectElement) ||
      Array.from(element.options).some((option) => option.value === value)
    element.value = known ? value : ''
  }
}

/**
 * The enhancement of the server-rendered result view: a changed select applies at once and a
 * submitted form without a reload, each as a new history entry the back button returns to; the
 * server renders the results for the new URL. Without JavaScript the form submits as a GET.
 */
export function ResultsNavigator({
  search,
  children,
}: {
  /** The query string the server rendered these results for. */
  search: string
  children: React.ReactNode
}) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const form = root.current?.querySelector('form')
    if (form) showValues(form, new URLSearchParams(search))
    // From here on changes apply without a reload (the end-to-end tests wait for it).
    if (root.current) root.current.dataset.enhanced = 'true'
  }, [search])

  function navigate(form: HTMLFormElement) {
    const url = `${form.getAttribute('action') ?? ''}${searchOf(form)}`
    startTransition(() => router.push(url, { scroll: false }))
  }

  return (
    <div
      ref={root}
      aria-busy={pending}
      data-pending={pending || undefined}
      className="group/results"
      onChange={(event) => {
        const target = event.target
        if (!(target instanceof HTMLSelectElement) || !target.form) return
        if (target.name === 'ort' && /^\d+$/.test(target.value))
          rememberLocation(Number(target.value))
        navigate(target.form)
      }}
      onSubmit={(event) => {
        event.preventDefault()
        navigate(event.target as HTMLFormElement)
      }}
    >
      {children}
    </div>
  )
}
