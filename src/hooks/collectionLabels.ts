import { getTranslation } from '@payloadcms/translations'
import type { CollectionConfig, SanitizedConfig } from 'payload'

type CollectionLabel = NonNullable<NonNullable<CollectionConfig['labels']>['singular']>

const perLanguage = <Label>(label: Label): Label =>
  (typeof label === 'object' && label !== null
    ? ({ i18n }: { i18n: Parameters<typeof getTranslation>[1] }) =>
        getTranslation(label as Record<string, string>, i18n)
    : label) as Label

type Labelled = { label?: unknown; fields?: Labelled[]; tabs?: Labelled[]; blocks?: Labelled[] }

/**
 * A field's label and those of its sub-fields and blocks, as functions of the language. Tabs keep
 * theirs: Payload calls a tab's label function without the language (only `t`), and shows a tab's
 * object label translated.
 */
function labelFieldsPerLanguage(fields: Labelled[]): void {
  for (const field of fields) {
    if (field.label !== undefined) field.label = perLanguage(field.label)
    for (const tab of field.tabs ?? []) labelFieldsPerLanguage(tab.fields ?? [])
    for (const nested of [field.fields, field.blocks]) if (nested) labelFieldsPerLanguage(nested)
  }
}

/**
 * Gives every collection's and field's { de, en } label as a function of the admin language. A few
 * places in Payload's admin (@payloadcms/ui 3.90) put a label into a text untranslated: the "+"
 * beside a relationship (DocumentDrawerToggler) and a list column's sort buttons (SortColumn), so
 * an object label is announced as "[object Object] erstellen" or "Sortieren nach [object Object]".
 * The admin resolves a function label to the one string of its language (createClientConfig),
 * which every place shows as it is.
 */
export function labelCollectionsPerLanguage(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const { singular, plural } = collection.labels
    collection.labels = {
      singular: perLanguage<CollectionLabel>(singular),
      plural: perLanguage<CollectionLabel>(plural),
    }
    labelFieldsPerLanguage(collection.fields as Labelled[])
  }
  for (const global of config.globals) labelFieldsPerLanguage(global.fields as Labelled[])
  return config
}
