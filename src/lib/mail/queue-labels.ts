import type { Field, Tab } from 'payload'

type Label = { de: string; en: string }

/**
 * German and English labels for the fields of Payload's jobs collection, which come with none (the
 * admin would show "Task Slug", "Wait Until" and the like in German too). Keyed by field name: a
 * name means the same wherever it occurs (a job, a log entry, a log entry's parent).
 */
const FIELD_LABELS: Record<string, Label> = {
  input: { de: 'Eingabe', en: 'Input' },
  output: { de: 'Ergebnis', en: 'Output' },
  taskStatus: { de: 'Stand der Aufgaben', en: 'Task status' },
  completedAt: { de: 'Abgeschlossen am', en: 'Completed at' },
  executedAt: { de: 'Ausgeführt am', en: 'Executed at' },
  totalTried: { de: 'Versuche', en: 'Tries' },
  hasError: { de: 'Endgültig gescheitert', en: 'Failed for good' },
  error: { de: 'Fehler', en: 'Error' },
  log: { de: 'Protokoll', en: 'Log' },
  state: { de: 'Ergebnis des Versuchs', en: 'Outcome of the try' },
  parent: { de: 'Auslösende Aufgabe', en: 'Parent task' },
  taskSlug: { de: 'Aufgabe', en: 'Task' },
  taskID: { de: 'Kennung der Aufgabe', en: 'Task id' },
  workflowSlug: { de: 'Ablauf', en: 'Workflow' },
  queue: { de: 'Warteschlange', en: 'Queue' },
  waitUntil: { de: 'Nicht vor', en: 'Not before' },
  processing: { de: 'Wird gerade verschickt', en: 'Being sent' },
  concurrencyKey: { de: 'Sperrschlüssel', en: 'Concurrency key' },
  meta: { de: 'Zusatzdaten', en: 'Metadata' },
}

const DESCRIPTIONS: Record<string, Label> = {
  input: { de: 'Die Daten der Mail, wie sie eingereiht wurde.', en: 'The mail as it was queued.' },
  hasError: {
    de: 'Angehakt: Diese Mail wird nicht noch einmal versucht.',
    en: 'Ticked: this mail is not tried again.',
  },
  error: { de: 'Der Fehler des letzten Versuchs.', en: 'The error of the last try.' },
  log: { de: 'Ein Eintrag je Versuch.', en: 'One entry per try.' },
}

const OPTION_LABELS: Record<string, Label> = {
  sendMail: { de: 'Mail verschicken', en: 'Send mail' },
  inline: { de: 'Direkt ausgeführt', en: 'Run inline' },
  failed: { de: 'Gescheitert', en: 'Failed' },
  succeeded: { de: 'Gelungen', en: 'Succeeded' },
}

const TAB_LABELS: Record<string, Label> = { Status: { de: 'Stand', en: 'Status' } }

const LOG_ENTRY_LABELS = {
  singular: { de: 'Versuch', en: 'Try' },
  plural: { de: 'Versuche', en: 'Tries' },
}

type Option = string | { label: unknown; value: string }
type AnyField = Field & {
  name?: string
  label?: unknown
  labels?: unknown
  options?: Option[]
  fields?: Field[]
  tabs?: Tab[]
  admin?: { description?: unknown }
}

const withOptionLabel = (option: Option) => {
  const value = typeof option === 'string' ? option : option.value
  return OPTION_LABELS[value] ? { value, label: OPTION_LABELS[value] } : option
}

/** The field with the labels above, its sub-fields, tabs, options and rows included. */
export function withQueueLabels(field: Field): Field {
  const source = field as AnyField
  const labelled: AnyField = { ...source }
  const name = source.name
  if (name && FIELD_LABELS[name]) labelled.label = FIELD_LABELS[name]
  if (name && DESCRIPTIONS[name])
    labelled.admin = { ...source.admin, description: DESCRIPTIONS[name] }
  if (source.options) labelled.options = source.options.map(withOptionLabel)
  if (source.type === 'array') labelled.labels = LOG_ENTRY_LABELS
  if (source.fields) labelled.fields = source.fields.map(withQueueLabels)
  if (source.tabs)
    labelled.tabs = source.tabs.map((tab) => ({
      ...tab,
      ...(typeof tab.label === 'string' &&
        TAB_LABELS[tab.label] && { label: TAB_LABELS[tab.label] }),
      fields: tab.fields.map(withQueueLabels),
    }))
  return labelled as Field
}
