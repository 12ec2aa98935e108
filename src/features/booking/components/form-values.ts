import type { DefaultValues } from 'react-hook-form'

import { emptyParticipant } from '@/features/cart/rules'
import type { CartItem, CartState, Participant } from '@/features/cart/types'
import { DEFAULT_COUNTRY, SALUTATIONS, TITLES } from '@/features/forms/options'
import type { Locale } from '@/i18n/locales'

import type { BookingInput } from '../schema'
import type { BookingDraft } from './draft'

type Salutation = (typeof SALUTATIONS)[number]
type Title = (typeof TITLES)[number]

const salutation = (value: string | undefined): Salutation | undefined =>
  SALUTATIONS.find((s) => s === value)
const title = (value: string | undefined): Title => TITLES.find((t) => t === value) ?? ''

const validId = (value: string | undefined) => Number.isInteger(Number(value)) && Number(value) > 0

/**
 * The cart items the form can book: seminar dates with a date id, and programmes with a date
 * chosen for every module they list.
 */
export function bookableItemsOf(cart: CartState): CartItem[] {
  return cart.warenkorb.filter((item) =>
    item.type === 'seminar'
      ? validId(item.termin_auswahl.termin)
      : validId(item._id) &&
        (item.modules ?? []).length > 0 &&
        (item.modules ?? []).every((m) => validId(m.termin)),
  )
}

/** The participants the cart holds for an item: as many as its count, details where entered. */
function participantsOf(item: CartItem): Participant[] {
  const count = Math.max(1, item.teilnehmer)
  return Array.from({ length: count }, (_, i) => item.teilnehmerData[i] ?? emptyParticipant(i + 1))
}

/** A cart item as the booking request names it: a date, or a programme with one date per module. */
function requestItem(item: CartItem) {
  const participants = participantsOf(item).map(participantValues)
  if (item.type === 'seminar')
    return { type: 'seminar' as const, dateId: Number(item.termin_auswahl.termin), participants }
  const modules = (item.modules ?? []).map((m) => ({ moduleId: m._id, dateId: Number(m.termin) }))
  return {
    type: 'qualifizierungsprogramm' as const,
    programmeId: Number(item._id),
    modules,
    participants,
  }
}

function participantValues(p: Participant) {
  return {
    anrede: salutation(p.anrede),
    titel: title(p.titel),
    vorname: p.vorname,
    nachname: p.nachname,
    email: p.email,
    telefon: p.telefon,
    mobiltelefon: p.mobiltelefon,
    fax: p.fax,
    firma: p.firma,
    abteilung: p.abteilung,
    strasse: p.strasse,
    plz: p.plz,
    ort: p.ort,
    land: p.land || DEFAULT_COUNTRY,
    ustidnr: p.ustidnr,
  }
}

/**
 * The form's first values: participants from the cart, contact person and billing from buchungData,
 * booking kind and comment from the draft a reload or a way back left (draft.ts).
 */
export function initialValues(
  cart: CartState,
  locale: Locale,
  idempotencyKey: string,
  draft: BookingDraft = {},
): DefaultValues<BookingInput> {
  const contact: Partial<Participant> = cart.buchungData.ansprechpartner ?? {}
  return {
    language: locale,
    idempotencyKey,
    kind: draft.kind ?? 'buchung',
    items: bookableItemsOf(cart).map(requestItem),
    contact: {
      anrede: salutation(contact.anrede),
      titel: title(contact.titel),
      vorname: contact.vorname ?? '',
      nachname: contact.nachname ?? '',
      firma: contact.firma ?? '',
      abteilung: contact.abteilung ?? '',
      email: contact.email ?? '',
      telefon: contact.telefon ?? '',
      mobiltelefon: contact.mobiltelefon ?? '',
      fax: contact.fax ?? '',
    },
    billing: {
      firma: contact.firma ?? '',
      abteilung: contact.abteilung ?? '',
      strasse: contact.strasse ?? '',
      plz: contact.plz ?? '',
      ort: contact.ort ?? '',
      land: contact.land || DEFAULT_COUNTRY,
      ustidnr: contact.ustidnr ?? '',
    },
    comment: draft.comment ?? '',
    video_url: '',
  }
}

/**
 * A random v4 UUID for the idempotency key. crypto.randomUUID exists only in secure contexts
 * (HTTPS, localhost); getRandomValues works everywhere, so plain-HTTP test hosts can book too.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
