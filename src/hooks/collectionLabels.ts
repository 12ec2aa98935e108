import { getTranslation } from '@payloadcms/translations'
import type { CollectionConfig, SanitizedConfig } from 'payload'

type CollectionLabel = NonNullable<NonNullable<CollectionConfig['labels']>['singular']>

const perLanguage = (label: CollectionLabel): CollectionLabel =>
  typeof label === 'object' ? ({ i18n }) => getTranslation(label, i18n) : label

/**
 * Gives every collection's { de, en } labels as functions of the admin language. Payload's "+"
 * beside a relationship field (DocumentDrawerToggler, @payloadcms/ui 3.90) puts the related
 * collection's singular label into its aria-label untranslated, so an object label is announced as
 * "[object Object] erstellen". The admin resolves a function label to the one string of its
 * language (createClientConfig), which every place shows as it is, that button included.
 */
export function labelCollectionsPerLanguage(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    const { singular, plural } = collection.labels
    collection.labels = { singular: perLanguage(singular), plural: perLanguage(plural) }
  }
  return config
}
