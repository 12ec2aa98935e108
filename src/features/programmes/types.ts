import type { SeminarDateView } from '@/features/seminars/types'

/** A programme as the assistant's start list shows it. */
export type ProgrammeListEntry = {
  id: number
  title: string
  intro: string
  /** '5.900,00 €' */
  priceLabel: string
  moduleCount: number
}

/** A seminar a module can be taken with, and its upcoming dates. */
export type ModuleSeminarOption = {
  id: number
  title: string
  url: string
  dates: SeminarDateView[]
}

/** A programme module with the seminars to choose from. */
export type AssistantModule = {
  id: string
  title: string
  category: string
  seminars: ModuleSeminarOption[]
}

/** Everything the assistant needs of a programme: plain props for the client leaf. */
export type AssistantProgrammeView = {
  id: number
  title: string
  intro: string
  priceLabel: string
  modules: AssistantModule[]
}

/** A programme as the overview shows it: the list entry with its modules and their dates. */
export type ProgrammeOverviewEntry = ProgrammeListEntry & { modules: AssistantModule[] }
