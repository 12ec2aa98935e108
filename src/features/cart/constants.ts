/** localStorage key of the persisted cart. */
export const CART_STORAGE_KEY = 'warenkorb'
/** Programmes in the cart are numbered from 100 upward (SPEC §3 qpID). */
export const FIRST_PROGRAMME_ID = 100
