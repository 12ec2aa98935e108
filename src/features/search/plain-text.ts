import type { Block, Field } from 'payload'

/** Loose view of a field config: enough to walk the data without the union's narrowing. */
type AnyField = {
  type: string
  name?: string
  fields?: Field[]
  tabs?: { name?: string; fields: Field[] }[]
  blocks?: Block[]
}
type Data = Record<string, unknown>

// Text fields that hold addresses or technical values, not words a visitor would search for.
const TECHNICAL_NAME = /(url|href|src|link|epaper|youtube|_id$|^id$|anchor|sprungmarke_name)/i
const TECHNICAL_VALUE = /^(https?:|mailto:|tel:|\/|#)\S*$/i

const isData = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The words of a Lexical rich-text value, paragraphs separated by blanks. */
export function lexicalText(value: unknown): string {
  const parts: string[] = []
  const walk = (node: unknown): void => {
    if (!isData(node)) return
    if (typeof node.text === 'string') parts.push(node.text)
    if (node.type === 'linebreak' || node.type === 'tab') parts.push(' ')
    if (Array.isArray(node.children)) {
      for (const child of node.children) walk(child)
      // Paragraphs, headings and list items end a word; a link inside a sentence does not.
      if (node.type !== 'link' && node.type !== 'autolink') parts.push(' ')
    }
  }
  walk(isData(value) ? value.root : null)
  return parts.join('').replace(/\s+/g, ' ').trim()
}

function collect(fields: Field[], data: Data, out: string[], skip: ReadonlySet<string>): void {
  for (const raw of fields) {
    const field = raw as AnyField
    const value = field.name ? data[field.name] : data
    if (field.name && skip.has(field.name)) continue
    switch (field.type) {
      case 'text':
      case 'textarea':
        if (
          typeof value === 'string' &&
          !TECHNICAL_NAME.test(field.name ?? '') &&
          !TECHNICAL_VALUE.test(value.trim())
        )
          out.push(value)
        break
      case 'richText':
        out.push(lexicalText(value))
        break
      case 'array':
        if (Array.isArray(value))
          for (const row of value) if (isData(row)) collect(field.fields ?? [], row, out, skip)
        break
      case 'group':
      case 'row':
      case 'collapsible':
        if (isData(value)) collect(field.fields ?? [], value, out, skip)
        break
      case 'tabs':
        for (const tab of field.tabs ?? []) {
          const tabData = tab.name ? data[tab.name] : data
          if (isData(tabData)) collect(tab.fields, tabData, out, skip)
        }
        break
      case 'blocks':
        if (Array.isArray(value)) out.push(blocksText(value, field.blocks ?? [], skip))
        break
      default:
      // select, checkbox, number, upload, relationship …: values, not prose
    }
  }
}

/**
 * The searchable prose of a list of blocks: text, textarea and rich-text fields as the block
 * configs define them; ids, block types, select values, links and relations are left out, as
 * are the fields named in `skip` (lists that are indexed as documents of their own).
 */
export function blocksText(
  blocks: unknown[],
  configs: Block[],
  skip: ReadonlySet<string> = new Set(),
): string {
  const out: string[] = []
  for (const block of blocks) {
    if (!isData(block)) continue
    const config = configs.find((c) => c.slug === block.blockType)
    if (config) collect(config.fields, block, out, skip)
  }
  return out.filter(Boolean).join(' ').replace(/\s+/g, ' ').trim()
}
