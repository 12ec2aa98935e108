import { describe, expect, it } from 'vitest'
import type { Field, SanitizedConfig } from 'payload'

import configPromise from '@/payload.config'

type Loose = Field & Record<string, unknown> & { admin?: Record<string, unknown> }

/** A label the admin shows in German and English: { de, en }, or a function of the language. */
const inBothLanguages = (label: unknown) =>
  typeof label === 'function' ||
  (typeof label === 'object' && label !== null && 'de' in label && 'en' in label)

/**
 * Labels that read the same in both languages: numbers with units, currency codes, academic
 * titles, brands.
 */
const SAME_IN_BOTH =
  /^(\d+( %| px)?|EUR|CHF|Seminar|.*\.|LinkedIn|Xing|Facebook|Instagram|YouTube)$/

/** Every label of a field list that is not in both languages, as `path: what`. */
function unlabelled(fields: Field[], at: string): string[] {
  const found: string[] = []
  for (const field of fields as Loose[]) {
    const name = typeof field.name === 'string' ? field.name : field.type
    const where = `${at}.${name}`
    if (field.hidden || field.admin?.hidden || field.admin?.disabled || name === 'blockName')
      continue
    const label = field.label
    const brand = typeof label === 'string' && SAME_IN_BOTH.test(label)
    if (
      'name' in field &&
      field.type !== 'ui' &&
      label !== false &&
      !brand &&
      !inBothLanguages(label)
    )
      found.push(`${where}: label`)
    const description = field.admin?.description
    if (description !== undefined && !inBothLanguages(description))
      found.push(`${where}: description`)
    if (field.type === 'array' || field.type === 'blocks') {
      const labels = field.labels as { singular?: unknown; plural?: unknown } | undefined
      if (!inBothLanguages(labels?.singular) || !inBothLanguages(labels?.plural))
        found.push(`${where}: row labels`)
    }
    if (field.type === 'select' || field.type === 'radio')
      for (const option of field.options as ({ label: unknown; value: string } | string)[]) {
        const optionLabel = typeof option === 'string' ? option : option.label
        if (
          typeof optionLabel === 'string'
            ? !SAME_IN_BOTH.test(optionLabel)
            : !inBothLanguages(optionLabel)
        )
          found.push(`${where}: option ${JSON.stringify(optionLabel)}`)
      }
    if (field.type === 'tabs')
      for (const tab of field.tabs) {
        if (!inBothLanguages(tab.label)) found.push(`${where}: tab ${JSON.stringify(tab.label)}`)
        found.push(...unlabelled(tab.fields, `${where}[${'name' in tab ? tab.name : 'tab'}]`))
      }
    if (field.type === 'blocks')
      for (const block of field.blocks) {
        if (!inBothLanguages(block.labels?.singular) || !inBothLanguages(block.labels?.plural))
          found.push(`${where}: block ${block.slug}`)
        found.push(...unlabelled(block.fields, `${where}{${block.slug}}`))
      }
    if (Array.isArray(field.fields)) found.push(...unlabelled(field.fields as Field[], where))
  }
  return found
}

describe('the admin in German and English', () => {
  it('labels every collection, global, field, row, block, tab, option and description in both', async () => {
    const config: SanitizedConfig = await configPromise
    const found: string[] = []
    // Payload's own collections the admin hides; its jobs collection is shown as the mail queue.
    const shown = config.collections.filter(
      (collection) => !collection.slug.startsWith('payload-') || collection.slug === 'payload-jobs',
    )
    for (const collection of shown) {
      if (
        !inBothLanguages(collection.labels.singular) ||
        !inBothLanguages(collection.labels.plural)
      )
        found.push(`${collection.slug}: collection labels`)
      found.push(...unlabelled(collection.fields, collection.slug))
    }
    for (const global of config.globals) {
      if (!inBothLanguages(global.label)) found.push(`${global.slug}: global label`)
      found.push(...unlabelled(global.fields, global.slug))
    }
    expect(shown.length).toBeGreaterThan(15)
    expect(found).toEqual([])
  })
})
