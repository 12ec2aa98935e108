import {
  type CollectionBeforeOperationHook,
  type Field,
  type SanitizedConfig,
  type Where,
} from 'payload'

import { Refusal } from '@/lib/refusal'

/** How a condition's field is stored, as far as the query's operator and value are concerned. */
type Kind = 'text' | 'option' | 'number' | 'date' | 'boolean' | 'id' | 'point' | 'other'
/** `options`: the values a select may hold (PostgreSQL stores them as an enum). */
type Target = { kind: Kind; hasMany: boolean; options?: string[] }

const EQUALITY = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ORDER = ['greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const OPERATORS: Record<Kind, string[]> = {
  text: [...EQUALITY, ...ORDER, 'like', 'contains'],
  // An enum on PostgreSQL: neither ordered nor matched as text, and only its own values compare.
  option: EQUALITY,
  number: [...EQUALITY, ...ORDER],
  date: [...EQUALITY, ...ORDER],
  boolean: EQUALITY,
  id: EQUALITY,
  point: ['equals', 'not_equals', 'exists', 'near', 'within', 'intersects'],
  other: ['exists'],
}

const KINDS: Partial<Record<Field['type'], Kind>> = {
  text: 'text',
  textarea: 'text',
  email: 'text',
  code: 'text',
  select: 'option',
  radio: 'option',
  number: 'number',
  date: 'date',
  checkbox: 'boolean',
  relationship: 'id',
  upload: 'id',
  join: 'id',
  point: 'point',
}

const BUILT_IN: Record<string, Target> = {
  id: { kind: 'number', hasMany: false },
  createdAt: { kind: 'date', hasMany: false },
  updatedAt: { kind: 'date', hasMany: false },
  _status: { kind: 'option', hasMany: false, options: ['draft', 'published'] },
}

/** The named fields at one level, with rows, collapsibles and unnamed tabs opened up. */
function fieldsAtLevel(fields: Field[]): Field[] {
  return fields.flatMap((field) => {
    if ('name' in field && field.name) return [field]
    if ('fields' in field) return fieldsAtLevel(field.fields)
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? [{ ...tab, type: 'group' } as Field]
          : fieldsAtLevel(tab.fields),
      )
    return []
  })
}

/** The field a dotted path names, or null when it leads elsewhere (another collection, a block). */
function targetOf(fields: Field[], path: string): Target | null {
  if (path in BUILT_IN) return BUILT_IN[path]
  const [name, ...rest] = path.split('.')
  const field = fieldsAtLevel(fields).find((f) => 'name' in f && f.name === name)
  if (!field) return null
  if (rest.length) return 'fields' in field ? targetOf(field.fields, rest.join('.')) : null
  const hasMany = 'hasMany' in field && field.hasMany === true
  if ((field.type === 'relationship' || field.type === 'upload') && Array.isArray(field.relationTo))
    return null
  const options =
    field.type === 'select' || field.type === 'radio'
      ? field.options.map((option) => (typeof option === 'string' ? option : option.value))
      : undefined
  return { kind: KINDS[field.type] ?? 'other', hasMany, options }
}

const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]

const isNumber = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
/** Years 1 to 9999, the ISO 8601 range: PostgreSQL refused a JavaScript date in year 275760. */
const inIsoYears = (time: number) => {
  const year = new Date(time).getUTCFullYear()
  return Number.isFinite(time) && year >= 1 && year <= 9999
}
const isDate = (value: unknown) =>
  value instanceof Date
    ? inIsoYears(value.getTime())
    : typeof value === 'number'
      ? inIsoYears(value)
      : typeof value === 'string' && inIsoYears(Date.parse(value))
const isBoolean = (value: unknown) =>
  typeof value === 'boolean' || value === 'true' || value === 'false'
const isId = (value: unknown) => isNumber(value) && Number.isSafeInteger(Number(value))

const VALUE_CHECKS: Partial<Record<Kind, (value: unknown) => boolean>> = {
  number: isNumber,
  date: isDate,
  boolean: isBoolean,
  id: isId,
}

/** Whether the database can run this operator with this value on this kind of field. */
function fits(target: Target, operator: string, value: unknown): boolean {
  if (operator === 'exists') return isBoolean(value)
  // PostgreSQL cannot compare text holding NUL, whatever the field (it answered 500).
  if (listOf(value).some((item) => typeof item === 'string' && item.includes('\u0000')))
    return false
  // The adapters run `all` on lists of values only; on relationships they fail.
  const hasManyAll =
    operator === 'all' && target.hasMany && ['text', 'number', 'option'].includes(target.kind)
  // A list of related ids may be asked whether it contains one (the catalogue's topic filter).
  const hasManyContains = target.kind === 'id' && target.hasMany && operator === 'contains'
  if (!hasManyAll && !hasManyContains && !OPERATORS[target.kind].includes(operator)) return false
  if (value === null && (operator === 'equals' || operator === 'not_equals')) return true
  const listOperator = ['in', 'not_in', 'all'].includes(operator)
  // `where[title][equals][]=a&…[]=b`: one value compares, a list only with in, not_in and all.
  if (!listOperator && target.kind !== 'point' && Array.isArray(value)) return false
  const check =
    target.kind === 'option'
      ? (value: unknown) => typeof value === 'string' && (target.options ?? []).includes(value)
      : VALUE_CHECKS[target.kind]
  if (!check) return true
  const values = listOperator ? listOf(value) : [value]
  return values.every(check)
}

/** The first condition of `where` the database could not run, as `path operator`, or null. */
export function unrunnableCondition(fields: Field[], where: Where): string | null {
  for (const [key, condition] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(condition)) {
      for (const part of condition) {
        const found = part && typeof part === 'object' ? unrunnableCondition(fields, part) : null
        if (found) return found
      }
      continue
    }
    const target = targetOf(fields, key)
    // A path that leads elsewhere is Payload's to check (it refuses unknown paths itself).
    if (!target || !condition || typeof condition !== 'object') continue
    for (const [operator, value] of Object.entries(condition))
      if (!fits(target, operator, value)) return `${key} ${operator}`
  }
  return null
}

/**
 * `?where[createdAt][less_than]=abc`, `where[topics][like]=a`, `where[id][near]=1`: Payload
 * handed such conditions to the database, which failed (500). A condition whose operator or
 * value cannot apply to its field is now a 400 that names it, before any query runs; so is a
 * negative limit.
 */
function refuseUnrunnableQueries(fields: Field[]): CollectionBeforeOperationHook {
  return ({ args }) => {
    const { where, limit } = args as { where?: Where; limit?: unknown }
    const found = where && typeof where === 'object' ? unrunnableCondition(fields, where) : null
    if (found) throw new Refusal(`This query cannot be run: ${found}.`, 400)
    // `?limit=-1` (or two limits, a list) reached the database as a LIMIT it refused (500); 0
    // means no limit to Payload.
    const limitOk = limit == null || (Number.isInteger(limit) && (limit as number) >= 0)
    if (!limitOk) throw new Refusal('This query cannot be run: limit.', 400)
    return args
  }
}

/** Adds the check to every collection of the built config, Payload's own included. */
export function refuseUnrunnableQueriesEverywhere(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections)
    collection.hooks.beforeOperation = [
      refuseUnrunnableQueries(collection.fields),
      ...(collection.hooks.beforeOperation ?? []),
    ]
  return config
}
