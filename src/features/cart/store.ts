'use client'

import { useEffect, useState } from 'react'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

import { CART_STORAGE_KEY, FIRST_PROGRAMME_ID } from './constants'
import type { CartItem, CartState, Participant } from './types'

/** Participants' country unless they say otherwise (SPEC §3, §9). */
const DEFAULT_COUNTRY = 'DE'

export const initialCartState: CartState = {
  warenkorb: [],
  buchungData: { ansprechpartner: null },
  buchungAssistent: { qualiProgrammData: null, modulauswahl: [], kundendaten: null },
  qpCounter: FIRST_PROGRAMME_ID,
}

/**
 * The cart, kept in the browser's local storage in SPEC §3's shape. Hydration is manual so that
 * the server-rendered header (always an empty cart) and the first client render agree.
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

/** A participant with no details yet; country defaults to Germany (SPEC §9). */
export function emptyParticipant(id: number): Participant {
  return {
    id,
    anrede: '',
    titel: '',
    vorname: '',
    nachname: '',
    strasse: '',
    plz: '',
    ort: '',
    land: DEFAULT_COUNTRY,
    email: '',
    telefon: '',
    firma: '',
    abteilung: '',
    mobiltelefon: '',
    fax: '',
    ustidnr: '',
  }
}

/**
 * SPEC §4: a seminar date already in the cart gets one more participant (id = last id + 1);
 * any other date becomes a new item with one empty participant. Pure: returns a new state.
 */
export function addSeminarDate(state: CartState, { dateId, seminarId }: { dateId: string | number; seminarId: string | number }): CartState {
  const _id = String(seminarId)
  const termin = String(dateId)
  const index = state.warenkorb.findIndex((item) => item.type === 'seminar' && item._id === _id && item.termin_auswahl.termin === termin)
  if (index === -1) {
    const item: CartItem = { _id, type: 'seminar', termin_auswahl: { termin }, teilnehmer: 1, teilnehmerData: [emptyParticipant(1)] }
    return { ...state, warenkorb: [...state.warenkorb, item] }
  }
  const warenkorb = state.warenkorb.map((item, i) => {
    if (i !== index) return item
    const lastId = item.teilnehmerData.at(-1)?.id ?? 0
    return { ...item, teilnehmer: item.teilnehmer + 1, teilnehmerData: [...item.teilnehmerData, emptyParticipant(lastId + 1)] }
  })
  return { ...state, warenkorb }
}

/**
 * Puts a seminar date into the stored cart and answers how many participants that date now has.
 * Reads the stored cart first when this page has not yet, so nothing stored gets overwritten.
 */
export async function addSeminarDateToCart(input: { dateId: string | number; seminarId: string | number }): Promise<number> {
  if (!useCartStore.persist.hasHydrated()) await useCartStore.persist.rehydrate()
  useCartStore.setState((state) => addSeminarDate(state, input))
  const item = useCartStore.getState().warenkorb.find((i) => i._id === String(input.seminarId) && i.termin_auswahl.termin === String(input.dateId))
  return item?.teilnehmer ?? 0
}
