import { useEffect, useState } from 'react'

import { type CartDetails, cartDetailIds, cartDetailsUrl } from '../details'
import type { CartItem } from '../types'

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
