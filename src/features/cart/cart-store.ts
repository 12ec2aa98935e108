'use client'

import { useEffect, useState } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { CART_STORAGE_KEY } from './constants'
import { initialCartState } from './initial-state'
import type { CartState } from './types'

// The stored cart without its rules (cart-actions.ts applies them): the header's count on every
// page loads only this.

/**
 * The cart, kept in the browser's local storage (shape: docs/behaviour/entities.md#cart). Hydration
 * is manual so that the server-rendered header (always an empty cart) and the first client render
 * agree.
 */
export const useCartStore = create<CartState>()(
  persist(() => initialCartState, {
    name: CART_STORAGE_KEY,
    storage: createJSONStorage(() => localStorage),
    skipHydration: true,
    version: 1,
  }),
)

/** Reads the stored cart after mount and follows changes made in other tabs. */
export function useHydratedCart(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => {
    void Promise.resolve(useCartStore.persist.rehydrate()).then(() => setHydrated(true))
    const onStorage = (event: StorageEvent) => {
      if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  return hydrated
}

/** Number of items in the cart, for the header badge. */
export function useCartCount(): number {
  const hydrated = useHydratedCart()
  const count = useCartStore((state) => state.warenkorb.length)
  return hydrated ? count : 0
}
