import { getTranslation } from '@payloadcms/translations'
import {
  type CollectionSlug,
  type FlattenedBlock,
  type FlattenedField,
  type PayloadRequest,
  type TypedLocale,
} from 'payload'

/** Rich text can hold uploads from media only (payload.config.ts). */
const RICH_TEXT_UPLOADS: CollectionSlug = 'media'

type Target = { collection: CollectionSlug; id: number | string }
type Doc = Record<string, unknown>

const sameId = (value: unknown, id: number | string) =>
  value !== null && value !== undefined && String(value) === String(id)

/**
 * A stored relation value (an id, a populated doc or a polymorphic { relationTo, value }) that is
 * the target.
 */
function isTarget(value: unknown, target: Target): boolean {
  if (value && typeof value === 'object') {
    const v = value as { relationTo?: unknown; value?: unknown; id?: unknown }
    if ('relationTo' in v) return v.relationTo === target.collection && isTarget(v.value, target)
    return sameId(v.id, target.id)
  }
  return sameId(value, target.id)
}

const relatesTo = (relationTo: CollectionSlug | CollectionSlug[], slug: CollectionSlug) =>
  Array.isArray(relationTo) ? relationTo.includes(slug) : relationTo === slug

function blocksOf(field: FlattenedField): FlattenedBlock[] {
  return field.type === 'blocks'
    ? field.blocks.filter((block): block is FlattenedBlock => typeof block === 'object')
    : []
}

/** Whether a field, or a field inside it, can refer to documents of the collection. */
function canRefer(field: FlattenedField, slug: CollectionSlug): boolean {
  switch (field.type) {
    case 'upload':
    case 'relationship':
      return relatesTo(field.relationTo, slug)
    case 'richText':
      return slug === RICH_TEXT_UPLOADS
    case 'group':
    case 'tab':
    case 'array':
      return field.flattenedFields.some((f) => canRefer(f, slug))
    case 'blocks':
      return blocksOf(field).some((block) => block.flattenedFields.some((f) => canRefer(f, slug)))
    default:
      return false
  }
}

/** Upload nodes anywhere in a Lexical document. */
function richTextHolds(node: unknown, target: Target): boolean {
  if (!node || typeof node !== 'object') return false
  const n = node as {
    type?: unknown
    relationTo?: unknown
    value?: unknown
    root?: unknown
    children?: unknown
  }
  if (n.type === 'upload' && n.relationTo === target.collection && isTarget(n.value, target))
    return true
  if (n.root) return richTextHolds(n.root, target)
  return Array.isArray(n.children) && n.children.some((child) => richTextHolds(child, target))
}

function fieldHolds(field: FlattenedField, value: unknown, target: Target): boolean {
  if (value === null || value === undefined) return false
  switch (field.type) {
    case 'upload':
    case 'relationship':
      return (
        relatesTo(field.relationTo, target.collection) &&
        (Array.isArray(value) ? value : [value]).some((v) => isTarget(v, target))
      )
    case 'richText':
      return target.collection === RICH_TEXT_UPLOADS && richTextHolds(value, target)
    case 'group':
    case 'tab':
      return fieldsHold(field.flattenedFields, value as Doc, target)
    case 'array':
      return (
        Array.isArray(value) &&
        value.some((row) => fieldsHold(field.flattenedFields, row as Doc, target))
      )
    case 'blocks':
      return (
        Array.isArray(value) &&
        value.some((row: Doc) => {
          const block = blocksOf(field).find((b) => b.slug === row?.blockType)
          return block ? fieldsHold(block.flattenedFields, row, target) : false
        })
      )
    default:
      return false
  }
}

function fieldsHold(
  fields: FlattenedField[],
  data: Doc | null | undefined,
  target: Target,
): boolean {
  if (!data || typeof data !== 'object') return false
  return fields.some((field) => 'name' in field && fieldHolds(field, data[field.name], target))
}

const quoted = (text: string, language: string) => (language === 'en' ? `“${text}”` : `„${text}“`)

/**
 * What still shows a document (an image, a PDF): published documents of every collection (all
 * documents where there are no drafts) and the globals, walked field by field including blocks,
 * arrays and rich-text uploads. Each collection that can refer to the target is read once per
 * language, only the fields that can: cheap at this site's size, and only when staff delete.
 * Returns labels such as `Seite „Startseite“`.
 */
export async function findReferences(req: PayloadRequest, target: Target): Promise<string[]> {
  const { payload } = req
  const language = req.i18n?.language === 'en' ? 'en' : 'de'
  const locales = (
    payload.config.localization ? payload.config.localization.localeCodes : [undefined]
  ) as (TypedLocale | undefined)[]
  const found: string[] = []
  for (const { config } of Object.values(payload.collections)) {
    if (config.slug === target.collection || config.slug.startsWith('payload-')) continue
    const fields = config.flattenedFields.filter((field) => canRefer(field, target.collection))
    if (fields.length === 0) continue
    const titleField = config.admin?.useAsTitle
    const select = Object.fromEntries(
      [...fields.map((f) => f.name), titleField]
        .filter((name): name is string => Boolean(name))
        .map((name) => [name, true]),
    )
    const hits = new Map<string, string>()
    for (const locale of locales) {
      const { docs } = await payload.find({
        collection: config.slug,
        locale,
        fallbackLocale: false,
        depth: 0,
        pagination: false,
        select,
        where: config.versions?.drafts ? { _status: { equals: 'published' } } : undefined,
        overrideAccess: true,
        req,
      })
      for (const doc of docs as unknown as Doc[]) {
        const key = String(doc.id)
        if (hits.has(key) || !fieldsHold(fields, doc, target)) continue
        const title =
          titleField && typeof doc[titleField] === 'string' && doc[titleField]
            ? (doc[titleField] as string)
            : `#${key}`
        hits.set(
          key,
          `${getTranslation(config.labels.singular, req.i18n)} ${quoted(title, language)}`,
        )
      }
    }
    found.push(...hits.values())
  }
  for (const global of payload.config.globals) {
    const fields = global.flattenedFields.filter((field) => canRefer(field, target.collection))
    if (fields.length === 0) continue
    for (const locale of locales) {
      const data = await payload.findGlobal({
        slug: global.slug,
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
      if (fieldsHold(fields, data as unknown as Doc, target)) {
        found.push(getTranslation(global.label, req.i18n) || global.slug)
        break
      }
    }
  }
  return found
}
