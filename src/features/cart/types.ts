/** SPEC §3 Participant. */
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

/** SPEC §3 Cart item: a seminar date or a development programme with its participants. */
export type CartItem = {
  _id: string
  type: 'seminar' | 'qualifizierungsprogramm'
  termin_auswahl: { termin: string }
  teilnehmer: number
  teilnehmerData: Participant[]
  qpID?: number
}

export type ModuleSelectionEntry = {
  _id: string
  title: string
  modul_kategorie: string
  selected_seminar: string | null
  type: string
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
