import { useEffect, useState } from 'react'

import type { SeminarDateView } from '@/features/seminars/types'
import type { Locale } from '@/i18n/locales'

/** Where the browser reads titles, periods, places and prices of the dates in the cart. */
export const CART_DETAILS_URL = '/api/json-api/warenkorb/'

export type CartDetails = { status: 'loading' | 'ready' | 'failed'; dates: Map<number, SeminarDateView> }

/**
 * Fetches the current details of the cart's dates once. Prices shown here are for reading only:
 * the booking endpoint takes them from the database again.
 */
export function useCartDetails(locale: Locale, dateIds: number[]): CartDetails {
  const key = dateIds.join(',')
  const [details, setDetails] = useState<CartDetails>({ status: 'loading', dates: new Map() })

  useEffect(() => {
    const controller = new AbortController()
    const params = new URLSearchParams({ language: locale, termine: key, programme: '' })
    fetch(`${CART_DETAILS_URL}?${params}`, { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Cart details answered ${response.status}`)
        const body = (await response.json()) as { dates?: SeminarDateView[] }
        setDetails({ status: 'ready', dates: new Map((body.dates ?? []).map((date) => [date.id, date])) })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // The form still works without the summary; the server checks every date anyway.
        console.error('Loading the cart details failed', error)
        setDetails({ status: 'failed', dates: new Map() })
      })
    return () => controller.abort()
  }, [locale, key])

  return details
}
