// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'

import { addSeminarDateToCart } from '@/features/cart/cart-actions'
import { useCartStore } from '@/features/cart/cart-store'
import { initialCartState } from '@/features/cart/initial-state'
import { addSeminarDate } from '@/features/cart/rules'
import type { CartState } from '@/features/cart/types'

describe('adding a seminar date to the cart (docs/behaviour/states.md#cart)', () => {
  it('adds a new item with one empty participant from Germany', () => {
    const state = addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 })
    expect(state.warenkorb).toHaveLength(1)
    const [item] = state.warenkorb
    // Alike cart.store-rules.test.ts by shape only: each test asserts its own item.
    expect(item).toMatchObject({
      _id: '7',
      type: 'seminar',
      termin_auswahl: { termin: '31' },
      teilnehmer: 1,
    })
    expect(item.teilnehmerData).toHaveLength(1)
    expect(item.teilnehmerData[0]).toMatchObject({
      id: 1,
      land: 'DE',
      vorname: '',
      nachname: '',
      email: '',
    })
    // Pure: the state passed in is unchanged.
    expect(initialCartState.warenkorb).toHaveLength(0)
  })

  it('adds a participant to the same seminar and date, numbered after the last one', () => {
    let state = addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 })
    state = addSeminarDate(state, { dateId: 31, seminarId: 7 })
    state = addSeminarDate(state, { dateId: '31', seminarId: '7' })
    expect(state.warenkorb).toHaveLength(1)
    expect(state.warenkorb[0].teilnehmer).toBe(3)
    expect(state.warenkorb[0].teilnehmerData.map((p) => p.id)).toEqual([1, 2, 3])
  })

  it('numbers from the last participant’s id, not from the count', () => {
    const base = addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 })
    const [item] = base.warenkorb
    // Participant 1 was deleted earlier; 2 and 5 remain.
    const state: CartState = {
      ...base,
      warenkorb: [
        {
          ...item,
          teilnehmer: 2,
          teilnehmerData: [
            { ...item.teilnehmerData[0], id: 2 },
            { ...item.teilnehmerData[0], id: 5 },
          ],
        },
      ],
    }
    const next = addSeminarDate(state, { dateId: 31, seminarId: 7 })
    expect(next.warenkorb[0].teilnehmerData.map((p) => p.id)).toEqual([2, 5, 6])
    expect(next.warenkorb[0].teilnehmer).toBe(3)
  })

  it('keeps another date of the same seminar, and another seminar on the same date id, apart', () => {
    let state = addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 })
    state = addSeminarDate(state, { dateId: 32, seminarId: 7 })
    state = addSeminarDate(state, { dateId: 31, seminarId: 8 })
    expect(state.warenkorb.map((i) => [i._id, i.termin_auswahl.termin, i.teilnehmer])).toEqual([
      ['7', '31', 1],
      ['7', '32', 1],
      ['8', '31', 1],
    ])
  })
})

describe('the store action', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState(initialCartState, true)
  })

  it('keeps what the cart already stored and answers the date’s participant count', async () => {
    localStorage.setItem(
      'warenkorb',
      JSON.stringify({
        state: addSeminarDate(initialCartState, { dateId: 1, seminarId: 2 }),
        version: 1,
      }),
    )
    expect(await addSeminarDateToCart({ dateId: 31, seminarId: 7 })).toBe(1)
    expect(await addSeminarDateToCart({ dateId: 31, seminarId: 7 })).toBe(2)
    expect(useCartStore.getState().warenkorb).toHaveLength(2)
    expect(JSON.parse(localStorage.getItem('warenkorb') ?? '{}').state.warenkorb).toHaveLength(2)
  })
})
