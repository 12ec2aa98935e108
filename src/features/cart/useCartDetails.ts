import { useEffect, useState } from 'react'

import type { CartDetails, CartItem } from './types'

/** The endpoint's path; the cart and booking pages both read it. */
export const CART_DETAILS_PATH = '/api/json-api/warenkorb/'

/** Date and programme ids a cart needs details of, each once (programme modules' dates too). */
export function cartDetailIds(items: CartItem[]): { dateIds: number[]; programmeIds: number[] } {
  const dateIds = new Set<number>()
  const programmeIds = new Set<number>()
  const addId = (set: Set<number>, value: string) => {
    const id = Number(value)
    if (Number.isInteger(id) && id > 0) set.add(id)
  }
  for (const item of items) {
    if (item.type === 'seminar') addId(dateIds, item.termin_auswahl.termin)
    else {
      addId(programmeIds, item._id)
      for (const m of item.modules ?? []) addId(dateIds, m.termin)
    }
  }
  return {
    dateIds: [...dateIds].sort((a, b) => a - b),
    programmeIds: [...programmeIds].sort((a, b) => a - b),
  }
}

/** The endpoint URL for a cart's ids, or null when the cart holds none. */
export function cartDetailsUrl(language: 'de' | 'en', items: CartItem[]): string | null {
  const { dateIds, programmeIds } = cartDetailIds(items)
  if (dateIds.length === 0 && programmeIds.length === 0) return null
  const query = new URLSearchParams({ language })
  if (dateIds.length) query.set('termine', dateIds.join(','))
  if (programmeIds.length) query.set('programme', programmeIds.join(','))
  return `${CART_DETAILS_PATH}?${query.toString()}`
}

type Loaded = { dateIds: number[]; programmeIds: number[]; details: CartDetails }
export type CartDetailsStatus = 'idle' | 'loading' | 'ready' | 'error'

const NOTHING: Loaded = { dateIds: [], programmeIds: [], details: { dates: [], programmes: [] } }

const covers = (loaded: Loaded | null, items: CartItem[]): boolean => {
  const { dateIds, programmeIds } = cartDetailIds(items)
  if (!loaded) return dateIds.length === 0 && programmeIds.length === 0
  return (
    dateIds.every((id) => loaded.dateIds.includes(id)) &&
    programmeIds.every((id) => loaded.programmeIds.includes(id))
  )
}

/**
 * Live details (seats, prices, titles) of the cart's dates and programmes from
 * GET /api/json-api/warenkorb/. Asks again only when the cart holds an id it has not asked about,
 * so removing an item or changing a count does not reload the page's data.
 */
export function useCartDetails(
  language: 'de' | 'en',
  items: CartItem[],
  enabled: boolean,
): { status: CartDetailsStatus; details: CartDetails | null; retry: () => void } {
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)
  const covered = covers(loaded, items)
  const url = enabled && !covered ? cartDetailsUrl(language, items) : null

  useEffect(() => {
    if (!url) return
    let active = true
    const query = new URL(url, 'http://local').searchParams
    const ids = (name: string) => (query.get(name) ?? '').split(',').filter(Boolean).map(Number)
    fetch(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Cart details: HTTP ${response.status}`)
        const details = (await response.json()) as CartDetails
        if (active) {
          setLoaded({ dateIds: ids('termine'), programmeIds: ids('programme'), details })
          setFailedUrl(null)
        }
      })
      .catch((error: unknown) => {
        console.error(error)
        if (active) setFailedUrl(url)
      })
    return () => {
      active = false
    }
  }, [url, attempt])

  const status: CartDetailsStatus =
    !enabled || items.length === 0
      ? 'idle'
      : covered
        ? 'ready'
        : failedUrl === url
          ? 'error'
          : 'loading'
  return {
    status,
    details: covered ? (loaded ?? NOTHING).details : null,
    retry: () => {
      setFailedUrl(null)
      setAttempt((n) => n + 1)
    },
  }
}
