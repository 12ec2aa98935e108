import { initialCartState, useCartStore } from '@/features/cart/store'
import type { CartState, Participant } from '@/features/cart/types'

/** Store actions the cart may offer; older stores are plain state, so each one is optional. */
type CartActions = { clearCart?: () => void; setContactPerson?: (person: Partial<Participant>) => void }

const cart = () => useCartStore.getState() as CartState & CartActions

/** SPEC §4: after a booking the cart is empty again (items, booking data, assistant data). */
export function clearCart(): void {
  const state = cart()
  if (typeof state.clearCart === 'function') state.clearCart()
  else useCartStore.setState(initialCartState)
}

/** Keeps the contact person in the stored cart, so a later visit starts with it filled in. */
export function rememberContactPerson(person: Partial<Participant>): void {
  const state = cart()
  if (typeof state.setContactPerson === 'function') state.setContactPerson(person)
}
