import { randomBytes } from 'node:crypto'

import type { TextBlock } from '@/payload-types'

/**
 * A tiny builder for Lexical editor state, so that seed content reads like prose:
 *
 *   doc(h2('Titel'), p('Text mit **fett** und [Link](/kontakt/).'), ul('Eins', 'Zwei'))
 *
 * Inline markup: `**bold**`, `*italic*` and `[label](url)`; `\n` inside a paragraph is a line break.
 */
export type RichText = TextBlock['main_block_cke']
export type RichNode = { type: string; version: number; [k: string]: unknown }

const FORMAT_BOLD = 1
const FORMAT_ITALIC = 2

function textNode(text: string, format = 0): RichNode {
  return { type: 'text', text, format, style: '', mode: 'normal', detail: 0, version: 1 }
}

function element(
  type: string,
  children: RichNode[],
  extra: Record<string, unknown> = {},
): RichNode {
  return { type, format: '', indent: 0, version: 1, direction: 'ltr', children, ...extra }
}

function linkNode(label: string, url: string): RichNode {
  const newTab = /^https?:\/\//.test(url)
  return {
    ...element('link', parseInline(label)),
    version: 3,
    id: randomBytes(12).toString('hex'),
    fields: { url, newTab, linkType: 'custom' },
  }
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)|\n/g

/** Turns a string with the inline markup above into Lexical text, link and line-break nodes. */
export function parseInline(source: string): RichNode[] {
  const nodes: RichNode[] = []
  let last = 0
  for (const match of source.matchAll(INLINE)) {
    const index = match.index ?? 0
    if (index > last) nodes.push(textNode(source.slice(last, index)))
    if (match[1] !== undefined) nodes.push(textNode(match[1], FORMAT_BOLD))
    else if (match[2] !== undefined) nodes.push(textNode(match[2], FORMAT_ITALIC))
    else if (match[3] !== undefined && match[4] !== undefined)
      nodes.push(linkNode(match[3], match[4]))
    else nodes.push({ type: 'linebreak', version: 1 })
    last = index + match[0].length
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)))
  return nodes
}

export function p(source: string): RichNode {
  return element('paragraph', parseInline(source), { textFormat: 0, textStyle: '' })
}

function heading(tag: 'h2' | 'h3' | 'h4', source: string): RichNode {
  return element('heading', parseInline(source), { tag })
}

export const h2 = (source: string): RichNode => heading('h2', source)
export const h3 = (source: string): RichNode => heading('h3', source)
export const h4 = (source: string): RichNode => heading('h4', source)

function list(listType: 'bullet' | 'number', items: string[]): RichNode {
  const children = items.map((item, i) => element('listitem', parseInline(item), { value: i + 1 }))
  return element('list', children, { listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' })
}

export const ul = (...items: string[]): RichNode => list('bullet', items)
export const ol = (...items: string[]): RichNode => list('number', items)

/** The editor state for a rich-text field; plain strings become paragraphs. */
export function doc(...nodes: (RichNode | string)[]): RichText {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: nodes.map((n) => (typeof n === 'string' ? p(n) : n)),
    },
  }
}
