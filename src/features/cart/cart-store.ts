'use client'

import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { storedHydrationHook } from '@/lib/stored-hydration'

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

/** Reads the stored cart after mount and follows changes made in other tabs; true once read. */
export const useHydratedCart = storedHydrationHook(useCartStore.persist, CART_STORAGE_KEY)

/** Number of items in the cart, for the header badge. */
export function useCartCount(): number {
  const hydrated = useHydratedCart()
  const count = useCartStore((state) => state.warenkorb.length)
  return hydrated ? count : 0
}
