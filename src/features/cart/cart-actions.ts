'use client'

import { useCartStore } from './cart-store'
import {
  // An import list: cart.store-rules.test.ts imports the same actions it tests.
  addParticipant,
  addProgramme,
  addSeminarDate,
  clearCart,
  removeItem,
  removeParticipant,
  selectModuleSeminar,
  setContactPerson,
  setCustomerData,
  setParticipantCount,
  startAssistant,
  updateParticipant,
} from './rules'
import type { CartState } from './types'

// The stored cart (cart-store.ts) without these actions is all the header's count loads; the
// rules they apply live in rules.ts (no React, no storage) so that server code can use them too.

/**
 * Applies a rule to the stored cart. A page that has not read the stored cart yet reads it first
 * (local storage answers synchronously), so an action never overwrites what another page stored.
 */
function apply(rule: (state: CartState) => CartState): void {
  if (!useCartStore.persist.hasHydrated()) void useCartStore.persist.rehydrate()
  useCartStore.setState(rule)
}

/** The store's actions: each applies one rule of rules.ts to the stored cart. */
export const cartActions = {
  addSeminarDate: (input: Parameters<typeof addSeminarDate>[1]) =>
    apply((s) => addSeminarDate(s, input)),
  addProgramme: (input: Parameters<typeof addProgramme>[1]) => apply((s) => addProgramme(s, input)),
  addParticipant: (itemIndex: number) => apply((s) => addParticipant(s, itemIndex)),
  removeParticipant: (itemIndex: number, participantId: number) =>
    apply((s) => removeParticipant(s, itemIndex, participantId)),
  setParticipantCount: (itemIndex: number, count: number) =>
    apply((s) => setParticipantCount(s, itemIndex, count)),
  updateParticipant: (
    itemIndex: number,
    participantId: number,
    fields: Parameters<typeof updateParticipant>[3],
  ) => apply((s) => updateParticipant(s, itemIndex, participantId, fields)),
  removeItem: (itemIndex: number) => apply((s) => removeItem(s, itemIndex)),
  clearCart: () => apply(clearCart),
  setContactPerson: (data: Parameters<typeof setContactPerson>[1]) =>
    apply((s) => setContactPerson(s, data)),
  startAssistant: (programme: Parameters<typeof startAssistant>[1]) =>
    apply((s) => startAssistant(s, programme)),
  selectModuleSeminar: (
    moduleId: string,
    seminarId: string | number | null,
    dateId: string | number | null,
  ) => apply((s) => selectModuleSeminar(s, moduleId, seminarId, dateId)),
  setCustomerData: (data: Parameters<typeof setCustomerData>[1]) =>
    apply((s) => setCustomerData(s, data)),
}

/**
 * Puts a seminar date into the stored cart and answers how many participants that date now has.
 * Reads the stored cart first when this page has not yet, so nothing stored gets overwritten.
 */
export async function addSeminarDateToCart(input: {
  dateId: string | number
  seminarId: string | number
}): Promise<number> {
  if (!useCartStore.persist.hasHydrated()) await useCartStore.persist.rehydrate()
  useCartStore.setState((state) => addSeminarDate(state, input))
  const item = useCartStore
    .getState()
    .warenkorb.find(
      (i) =>
        i.type === 'seminar' &&
        i._id === String(input.seminarId) &&
        i.termin_auswahl.termin === String(input.dateId),
    )
  return item?.teilnehmer ?? 0
}
