// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'

import { cartActions } from '@/features/cart/cart-actions'
import { useCartStore } from '@/features/cart/cart-store'
import { initialCartState } from '@/features/cart/initial-state'
import {
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
} from '@/features/cart/rules'
import { MAX_PARTICIPANTS_PER_ITEM } from '@/features/cart/constants'
import type { CartState } from '@/features/cart/types'

// Alike cart.view.test.tsx by shape only: each test builds its own modules.
const modules = [
  {
    _id: 'm1',
    title: 'Führen im Wandel',
    modul_kategorie: 'Basismodul',
    selected_seminar: '7',
    termin: '31',
  },
  {
    _id: 'm2',
    title: 'Konflikte lösen',
    modul_kategorie: 'Aufbaumodul',
    selected_seminar: '8',
    termin: '44',
  },
]
const programme = {
  id: 3,
  title: 'Führungskräfte-Programm',
  modules: [
    { id: 'm1', title: 'Führen im Wandel', category: 'Basismodul' },
    { id: 'm2', title: 'Konflikte lösen', category: 'Aufbaumodul' },
  ],
}

/** teilnehmer must always match the participants it counts. */
function expectCountsConsistent(state: CartState) {
  for (const item of state.warenkorb) expect(item.teilnehmer).toBe(item.teilnehmerData.length)
}

function withParticipants(count: number): CartState {
  let state = addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 })
  for (let i = 1; i < count; i++) state = addParticipant(state, 0)
  return state
}

describe('programmes in the cart (docs/behaviour/states.md#cart)', () => {
  it('numbers programmes from 100 upward and moves the counter on', () => {
    let state = addProgramme(initialCartState, { programmeId: 3, modules })
    state = addProgramme(state, { programmeId: 3, modules })
    state = addProgramme(state, { programmeId: 9, modules: [] })
    expect(state.warenkorb.map((i) => i.qpID)).toEqual([100, 101, 102])
    expect(state.qpCounter).toBe(103)
  })

  it('adds the programme with its chosen module dates, no date of its own and one participant', () => {
    const [item] = addProgramme(initialCartState, { programmeId: 3, modules }).warenkorb
    expect(item).toMatchObject({
      _id: '3',
      type: 'qualifizierungsprogramm',
      termin_auswahl: { termin: '' },
      teilnehmer: 1,
    })
    expect(item.teilnehmerData).toHaveLength(1)
    expect(item.modules).toEqual(modules)
  })

  it('keeps counting after the cart was cleared, so a number never repeats', () => {
    const state = clearCart(addProgramme(initialCartState, { programmeId: 3, modules }))
    expect(addProgramme(state, { programmeId: 3, modules }).warenkorb[0].qpID).toBe(101)
  })
})

describe('participants', () => {
  it('adds a participant numbered after the last one', () => {
    const state = removeParticipant(withParticipants(3), 0, 2)
    const next = addParticipant(state, 0)
    expect(next.warenkorb[0].teilnehmerData.map((p) => p.id)).toEqual([1, 3, 4])
    expectCountsConsistent(next)
  })

  it('stops adding at the booking’s limit per item', () => {
    const full = withParticipants(MAX_PARTICIPANTS_PER_ITEM)
    expect(addParticipant(full, 0)).toBe(full)
    expect(addSeminarDate(full, { dateId: 31, seminarId: 7 }).warenkorb[0].teilnehmer).toBe(
      MAX_PARTICIPANTS_PER_ITEM,
    )
  })

  it('removes a participant only while the item has more than one', () => {
    const two = withParticipants(2)
    const one = removeParticipant(two, 0, 1)
    expect(one.warenkorb[0].teilnehmerData.map((p) => p.id)).toEqual([2])
    expect(one.warenkorb[0].teilnehmer).toBe(1)
    expect(removeParticipant(one, 0, 2)).toBe(one)
    expect(one.warenkorb[0].teilnehmer).toBe(1)
  })

  it('ignores an unknown participant or item', () => {
    const state = withParticipants(2)
    expect(removeParticipant(state, 0, 99)).toBe(state)
    expect(removeParticipant(state, 5, 1)).toBe(state)
    expect(addParticipant(state, 5)).toBe(state)
  })

  it('sets a count between 1 and the limit, adding empty participants or dropping the last ones', () => {
    let state = setParticipantCount(withParticipants(1), 0, 4)
    expect(state.warenkorb[0].teilnehmerData.map((p) => p.id)).toEqual([1, 2, 3, 4])
    state = setParticipantCount(state, 0, 2)
    expect(state.warenkorb[0].teilnehmerData.map((p) => p.id)).toEqual([1, 2])
    expect(setParticipantCount(state, 0, 0).warenkorb[0].teilnehmer).toBe(1)
    expect(setParticipantCount(state, 0, 500).warenkorb[0].teilnehmer).toBe(
      MAX_PARTICIPANTS_PER_ITEM,
    )
    expectCountsConsistent(setParticipantCount(state, 0, 500))
  })

  it('updates a participant’s details but never its id', () => {
    const state = updateParticipant(withParticipants(2), 0, 2, {
      vorname: 'Jana',
      email: 'jana@example.org',
      id: 9,
    } as never)
    expect(state.warenkorb[0].teilnehmerData[1]).toMatchObject({
      id: 2,
      vorname: 'Jana',
      email: 'jana@example.org',
      land: 'DE',
    })
    expect(state.warenkorb[0].teilnehmerData[0].vorname).toBe('')
  })
})

describe('items and clearing', () => {
  it('removes one item and keeps the others', () => {
    let state = addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 })
    state = addSeminarDate(state, { dateId: 32, seminarId: 7 })
    const next = removeItem(state, 0)
    expect(next.warenkorb.map((i) => i.termin_auswahl.termin)).toEqual(['32'])
    expect(removeItem(next, 3)).toBe(next)
  })

  it('clearing empties items, booking data and assistant data', () => {
    let state = addProgramme(addSeminarDate(initialCartState, { dateId: 31, seminarId: 7 }), {
      programmeId: 3,
      modules,
    })
    state = setContactPerson(state, { vorname: 'Jana', email: 'jana@example.org' })
    state = setCustomerData(startAssistant(state, programme), { firma: 'Beispiel GmbH' })
    const cleared = clearCart(state)
    expect(cleared.warenkorb).toEqual([])
    expect(cleared.buchungData).toEqual({ ansprechpartner: null })
    expect(cleared.buchungAssistent).toEqual({
      qualiProgrammData: null,
      modulauswahl: [],
      kundendaten: null,
    })
    expect(cleared.qpCounter).toBe(101)
  })

  it('stores the contact person, merging later changes', () => {
    let state = setContactPerson(initialCartState, { vorname: 'Jana', nachname: 'Beispiel' })
    state = setContactPerson(state, { nachname: 'Muster' })
    expect(state.buchungData.ansprechpartner).toEqual({ vorname: 'Jana', nachname: 'Muster' })
  })
})

describe('the programme assistant (docs/behaviour/states.md#programme-assistant)', () => {
  it('starts with one entry per module and no seminar chosen', () => {
    const state = startAssistant(initialCartState, programme)
    expect(state.buchungAssistent.qualiProgrammData).toEqual({
      id: '3',
      title: 'Führungskräfte-Programm',
    })
    expect(state.buchungAssistent.modulauswahl).toEqual([
      {
        _id: 'm1',
        title: 'Führen im Wandel',
        modul_kategorie: 'Basismodul',
        selected_seminar: null,
        termin: null,
        type: 'seminar',
      },
      {
        _id: 'm2',
        title: 'Konflikte lösen',
        modul_kategorie: 'Aufbaumodul',
        selected_seminar: null,
        termin: null,
        type: 'seminar',
      },
    ])
  })

  it('a restart forgets the previous choices', () => {
    const chosen = selectModuleSeminar(startAssistant(initialCartState, programme), 'm1', 7, 31)
    expect(
      startAssistant(chosen, programme).buchungAssistent.modulauswahl.every(
        (m) => m.selected_seminar === null,
      ),
    ).toBe(true)
  })

  it('chooses a seminar and date per module, and clears the choice with null', () => {
    let state = selectModuleSeminar(startAssistant(initialCartState, programme), 'm2', 8, 44)
    expect(state.buchungAssistent.modulauswahl.map((m) => [m.selected_seminar, m.termin])).toEqual([
      [null, null],
      ['8', '44'],
    ])
    state = selectModuleSeminar(state, 'm2', null, null)
    expect(state.buchungAssistent.modulauswahl[1]).toMatchObject({
      selected_seminar: null,
      termin: null,
    })
    expect(selectModuleSeminar(state, 'unknown', 1, 2)).toBe(state)
  })

  it('stores the customer data entered in the assistant', () => {
    const state = setCustomerData(setCustomerData(initialCartState, { firma: 'Beispiel GmbH' }), {
      ort: 'Münster',
    })
    expect(state.buchungAssistent.kundendaten).toEqual({ firma: 'Beispiel GmbH', ort: 'Münster' })
  })
})

describe('store actions', () => {
  beforeEach(() => {
    localStorage.clear()
    useCartStore.setState(initialCartState, true)
  })

  // First in this file: the page has not read the stored cart yet.
  it('read what another page stored before changing it', () => {
    localStorage.setItem(
      'warenkorb',
      JSON.stringify({
        state: addSeminarDate(initialCartState, { dateId: 1, seminarId: 2 }),
        version: 1,
      }),
    )
    cartActions.addSeminarDate({ dateId: 31, seminarId: 7 })
    expect(useCartStore.getState().warenkorb.map((i) => i.termin_auswahl.termin)).toEqual([
      '1',
      '31',
    ])
  })

  it('apply the rules to the stored cart and persist them', () => {
    cartActions.addSeminarDate({ dateId: 31, seminarId: 7 })
    cartActions.addParticipant(0)
    cartActions.addProgramme({ programmeId: 3, modules })
    cartActions.removeItem(1)
    const stored = JSON.parse(localStorage.getItem('warenkorb') ?? '{}').state as CartState
    expect(stored.warenkorb).toHaveLength(1)
    expect(stored.warenkorb[0].teilnehmer).toBe(2)
    expect(stored.qpCounter).toBe(101)
    cartActions.clearCart()
    expect(useCartStore.getState().warenkorb).toEqual([])
  })
})
