import { FIRST_PROGRAMME_ID } from './constants'
import type { CartState } from './types'

/**
 * An empty cart (docs/behaviour/entities.md#cart). Its own module so the header's count needs none
 * of the rules.
 */
export const initialCartState: CartState = {
  warenkorb: [],
  buchungData: { ansprechpartner: null },
  buchungAssistent: { qualiProgrammData: null, modulauswahl: [], kundendaten: null },
  qpCounter: FIRST_PROGRAMME_ID,
}
