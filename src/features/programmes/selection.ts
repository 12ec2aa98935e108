import { participantSchema } from '@/features/booking/schema'
import type {
  ModuleSelectionEntry,
  Participant,
  ProgrammeModuleChoice,
} from '@/features/cart/types'
import type { SeminarDateView } from '@/features/seminars/types'

import type { AssistantModule, AssistantProgrammeView } from './types'

/** The customer data the assistant asks for (kundendaten), checked by the participant rules. */
export const customerSchema = participantSchema.pick({
  anrede: true,
  titel: true,
  vorname: true,
  nachname: true,
  email: true,
  telefon: true,
  firma: true,
})

/** The customer fields in the order the form shows them. */
export const CUSTOMER_FIELDS = [
  'anrede',
  'titel',
  'vorname',
  'nachname',
  'email',
  'telefon',
  'firma',
] as const
export type CustomerField = (typeof CUSTOMER_FIELDS)[number]
export type CustomerValues = Record<CustomerField, string>

/** The stored customer data as form values (missing fields empty). */
export function customerValues(data: Partial<Participant> | null): CustomerValues {
  return Object.fromEntries(
    CUSTOMER_FIELDS.map((field) => [field, data?.[field] ?? '']),
  ) as CustomerValues
}

/** Whether the stored customer data passes the participant rules. */
export function isCustomerValid(data: Partial<Participant> | null): boolean {
  return customerSchema.safeParse(customerValues(data)).success
}

/**
 * Whether the stored assistant holds exactly this programme's modules (then it is resumed, not
 * restarted).
 */
export function holdsProgramme(
  qualiProgrammData: unknown,
  entries: ModuleSelectionEntry[],
  programme: AssistantProgrammeView,
): boolean {
  const stored = qualiProgrammData as { id?: unknown } | null
  if (!stored || String(stored.id) !== String(programme.id)) return false
  return (
    entries.length === programme.modules.length &&
    programme.modules.every((m, i) => entries[i]?._id === m.id)
  )
}

/**
 * The bookable date an entry names: one of its chosen seminar's dates with seats left; otherwise
 * null.
 */
export function chosenDate(
  module: AssistantModule,
  entry: ModuleSelectionEntry | undefined,
): SeminarDateView | null {
  if (!entry?.selected_seminar || !entry.termin) return null
  const seminar = module.seminars.find((s) => String(s.id) === entry.selected_seminar)
  const date = seminar?.dates.find((d) => String(d.id) === entry.termin)
  return date && date.seatsLeft > 0 ? date : null
}

/** Modules still without a bookable date. */
export function openModules(
  programme: AssistantProgrammeView,
  entries: ModuleSelectionEntry[],
): AssistantModule[] {
  return programme.modules.filter(
    (m) =>
      !chosenDate(
        m,
        entries.find((e) => e._id === m.id),
      ),
  )
}

/**
 * The cart's module list: every module with its chosen seminar and date (call once none is open).
 */
export function moduleChoices(
  programme: AssistantProgrammeView,
  entries: ModuleSelectionEntry[],
): ProgrammeModuleChoice[] {
  return programme.modules.flatMap((m) => {
    const entry = entries.find((e) => e._id === m.id)
    const date = chosenDate(m, entry)
    return date
      ? [
          {
            _id: m.id,
            title: m.title,
            modul_kategorie: m.category,
            selected_seminar: String(date.seminarId),
            termin: String(date.id),
          },
        ]
      : []
  })
}
