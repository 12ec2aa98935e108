/** The finder's state (docs/behaviour/entities.md); an empty string means "not chosen". */
export type FinderState = {
  searchTerm?: string
  code?: string
  seminarthema?: string
  ort?: string
  zeit?: string
}

/** A choice in a select: topic or place id with its name. */
export type FinderOption = { id: number; title: string }

/** One suggestion of POST /api/json-api/suche/. */
export type Suggestion = { title: string; url: string; kind: string; code?: string }

/** One entry of the popular-searches partial (docs/behaviour/entities.md#quick-link). */
export type QuickLink = {
  titles: { default: string; en: string }
  url: string | null
  urls?: { default: string | null; en: string | null }
}

/** Strings of the search-term combobox. */
export type AutocompleteLabels = {
  label: string
  hint: string
  suggestions: string
  quickLinks: string
  optionsAvailable: string
}

/** Strings of the finder's tabs and forms. */
export type FinderLabels = {
  tabsLabel: string
  tabs: Record<'term' | 'topic' | 'place' | 'date', string>
  topic: string
  place: string
  month: string
  choose: string
  submit: string
  submitting: string
  autocomplete: AutocompleteLabels
}
