import { DEFAULT_COUNTRY } from '@/features/forms/options'

import { MAX_PARTICIPANTS_PER_ITEM, MODULE_ENTRY_TYPE } from './constants'
import { initialCartState } from './initial-state'
import type {
  AssistantProgramme,
  CartItem,
  CartState,
  Participant,
  ProgrammeModuleChoice,
} from './types'

/*
 * Cart rules (docs/behaviour/states.md#cart) as pure functions: each takes the state and answers a
 * new one (or the same object when nothing changes), so the store, the tests and any server code
 * share one rule. Every rule keeps teilnehmer === teilnehmerData.length.
 */

/** A participant with no details yet; country defaults to Germany (DE). */
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
 * The item with one more empty participant, numbered after the last one (last id + 1); unchanged
 * at the limit.
 */
function withNewParticipant(item: CartItem): CartItem {
  if (item.teilnehmerData.length >= MAX_PARTICIPANTS_PER_ITEM) return item
  const lastId = item.teilnehmerData.at(-1)?.id ?? 0
  const teilnehmerData = [...item.teilnehmerData, emptyParticipant(lastId + 1)]
  return { ...item, teilnehmer: teilnehmerData.length, teilnehmerData }
}

/** Applies `change` to the item at `itemIndex`; an unknown index or no change keeps the state. */
function updateItem(
  state: CartState,
  itemIndex: number,
  change: (item: CartItem) => CartItem,
): CartState {
  const item = state.warenkorb[itemIndex]
  if (!item) return state
  const next = change(item)
  if (next === item) return state
  return {
    ...state,
    warenkorb: state.warenkorb.map((current, i) => (i === itemIndex ? next : current)),
  }
}

/**
 * A seminar date already in the cart gets one more participant (id = last id + 1);
 * any other date becomes a new item with one empty participant.
 */
export function addSeminarDate(
  state: CartState,
  { dateId, seminarId }: { dateId: string | number; seminarId: string | number },
): CartState {
  const _id = String(seminarId)
  const termin = String(dateId)
  const index = state.warenkorb.findIndex(
    (item) => item.type === 'seminar' && item._id === _id && item.termin_auswahl.termin === termin,
  )
  if (index !== -1) return updateItem(state, index, withNewParticipant)
  const item: CartItem = {
    _id,
    type: 'seminar',
    termin_auswahl: { termin },
    teilnehmer: 1,
    teilnehmerData: [emptyParticipant(1)],
  }
  return { ...state, warenkorb: [...state.warenkorb, item] }
}

/** A programme becomes a new item numbered qpCounter (from 100 upward); the counter moves on. */
export function addProgramme(
  state: CartState,
  { programmeId, modules }: { programmeId: string | number; modules: ProgrammeModuleChoice[] },
): CartState {
  const item: CartItem = {
    _id: String(programmeId),
    type: 'qualifizierungsprogramm',
    termin_auswahl: { termin: '' },
    teilnehmer: 1,
    teilnehmerData: [emptyParticipant(1)],
    qpID: state.qpCounter,
    modules: modules.map((m) => ({ ...m })),
  }
  return { ...state, warenkorb: [...state.warenkorb, item], qpCounter: state.qpCounter + 1 }
}

/**
 * One more participant for an item, numbered after the last one; at most MAX_PARTICIPANTS_PER_ITEM.
 */
export function addParticipant(state: CartState, itemIndex: number): CartState {
  return updateItem(state, itemIndex, withNewParticipant)
}

/** Deletes a participant, but only while the item has more than one. */
export function removeParticipant(
  state: CartState,
  itemIndex: number,
  participantId: number,
): CartState {
  return updateItem(state, itemIndex, (item) => {
    if (item.teilnehmer <= 1 || !item.teilnehmerData.some((p) => p.id === participantId))
      return item
    const teilnehmerData = item.teilnehmerData.filter((p) => p.id !== participantId)
    return { ...item, teilnehmer: teilnehmerData.length, teilnehmerData }
  })
}

/**
 * Sets the number of participants (1 to the limit): new ones are added empty, surplus ones removed
 * from the end.
 */
export function setParticipantCount(state: CartState, itemIndex: number, count: number): CartState {
  const wanted = Math.min(
    MAX_PARTICIPANTS_PER_ITEM,
    Math.max(1, Math.floor(Number.isFinite(count) ? count : 1)),
  )
  return updateItem(state, itemIndex, (item) => {
    if (wanted === item.teilnehmerData.length)
      return item.teilnehmer === wanted ? item : { ...item, teilnehmer: wanted }
    if (wanted < item.teilnehmerData.length) {
      const teilnehmerData = item.teilnehmerData.slice(0, wanted)
      return { ...item, teilnehmer: wanted, teilnehmerData }
    }
    let next = item
    while (next.teilnehmerData.length < wanted) next = withNewParticipant(next)
    return next
  })
}

/** Changes a participant's details; the id stays. */
export function updateParticipant(
  state: CartState,
  itemIndex: number,
  participantId: number,
  fields: Partial<Omit<Participant, 'id'>>,
): CartState {
  return updateItem(state, itemIndex, (item) => {
    if (!item.teilnehmerData.some((p) => p.id === participantId)) return item
    return {
      ...item,
      teilnehmerData: item.teilnehmerData.map((p) =>
        p.id === participantId ? { ...p, ...fields, id: p.id } : p,
      ),
    }
  })
}

/** Takes an item out of the cart. */
export function removeItem(state: CartState, itemIndex: number): CartState {
  if (!state.warenkorb[itemIndex]) return state
  return { ...state, warenkorb: state.warenkorb.filter((_, i) => i !== itemIndex) }
}

/**
 * Empties items, booking data and assistant data; qpCounter keeps counting so numbers never
 * repeat.
 */
export function clearCart(state: CartState): CartState {
  return { ...initialCartState, qpCounter: state.qpCounter }
}

/** Stores (merges) the contact person who books (buchungData.ansprechpartner). */
export function setContactPerson(state: CartState, data: Partial<Participant>): CartState {
  return {
    ...state,
    buchungData: {
      ...state.buchungData,
      ansprechpartner: { ...state.buchungData.ansprechpartner, ...data },
    },
  }
}

/**
 * Starts the assistant for a programme, one module entry per module with no seminar chosen yet.
 */
export function startAssistant(state: CartState, programme: AssistantProgramme): CartState {
  const modulauswahl = programme.modules.map((m) => ({
    _id: String(m.id),
    title: m.title,
    modul_kategorie: m.category,
    selected_seminar: null,
    termin: null,
    type: MODULE_ENTRY_TYPE,
  }))
  return {
    ...state,
    buchungAssistent: {
      ...state.buchungAssistent,
      qualiProgrammData: { id: String(programme.id), title: programme.title },
      modulauswahl,
    },
  }
}

/** Chooses a module's seminar and date in the assistant; null clears the choice. */
export function selectModuleSeminar(
  state: CartState,
  moduleId: string,
  seminarId: string | number | null,
  dateId: string | number | null,
): CartState {
  if (!state.buchungAssistent.modulauswahl.some((m) => m._id === moduleId)) return state
  const modulauswahl = state.buchungAssistent.modulauswahl.map((m) =>
    m._id === moduleId
      ? {
          ...m,
          selected_seminar: seminarId === null ? null : String(seminarId),
          termin: seminarId === null || dateId === null ? null : String(dateId),
        }
      : m,
  )
  return { ...state, buchungAssistent: { ...state.buchungAssistent, modulauswahl } }
}

/** Stores (merges) the customer's details entered in the assistant. */
export function setCustomerData(state: CartState, data: Partial<Participant>): CartState {
  return {
    ...state,
    buchungAssistent: {
      ...state.buchungAssistent,
      kundendaten: { ...state.buchungAssistent.kundendaten, ...data },
    },
  }
}
