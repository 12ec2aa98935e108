import type { Currency } from '@/features/seminars/constants'
import type { SeminarDateView } from '@/features/seminars/types'

/** A participant of a cart item (docs/behaviour/entities.md#participant). */
export type Participant = {
  id: number
  buchung?: string
  anrede: string
  titel: string
  vorname: string
  nachname: string
  strasse: string
  plz: string
  ort: string
  land: string
  email: string
  telefon: string
  firma: string
  abteilung: string
  mobiltelefon: string
  fax: string
  ustidnr: string
}

/**
 * A programme module as booked: the module (its id in the programme) and the seminar date chosen
 * for it.
 */
export type ProgrammeModuleChoice = {
  _id: string
  title: string
  modul_kategorie: string
  /** The chosen seminar's id. */
  selected_seminar: string
  /** The chosen date's id. */
  termin: string
}

/** A cart item: a seminar date or a development programme with its participants. */
export type CartItem = {
  /** Seminar id, or programme id for programmes. */
  _id: string
  type: 'seminar' | 'qualifizierungsprogramm'
  /** The date's id; empty for programmes, whose dates are chosen per module. */
  termin_auswahl: { termin: string }
  /** Always equal to teilnehmerData.length. */
  teilnehmer: number
  teilnehmerData: Participant[]
  qpID?: number
  /** Programmes only: one chosen seminar date per module. */
  modules?: ProgrammeModuleChoice[]
}

/** A module selection entry of the programme assistant. */
export type ModuleSelectionEntry = {
  _id: string
  title: string
  modul_kategorie: string
  /** The chosen seminar's id; null until the visitor picks one. */
  selected_seminar: string | null
  /** The chosen date's id; null until the visitor picks one. */
  termin: string | null
  type: string
}

/** What the assistant needs to know of a programme to start. */
export type AssistantProgramme = {
  id: number | string
  title: string
  modules: { id: string; title: string; category: string }[]
}

export type CartState = {
  warenkorb: CartItem[]
  buchungData: { ansprechpartner: Partial<Participant> | null }
  buchungAssistent: {
    qualiProgrammData: unknown
    modulauswahl: ModuleSelectionEntry[]
    kundendaten: Partial<Participant> | null
  }
  qpCounter: number
}

/** A programme as the cart shows it (GET /api/json-api/warenkorb/). */
export type CartProgrammeView = {
  id: number
  title: string
  price: number
  currency: Currency
  /** '4.900,00 €' */
  priceLabel: string
  modules: { id: string; title: string; category: string }[]
}

/**
 * The answer of GET /api/json-api/warenkorb/: what the server knows about the cart's ids right
 * now.
 */
export type CartDetails = { dates: SeminarDateView[]; programmes: CartProgrammeView[] }
