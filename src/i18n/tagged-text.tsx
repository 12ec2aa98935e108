import { Fragment, type ReactNode } from 'react'

type TagRenderers = Record<string, (chunks: ReactNode) => ReactNode>

const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g

/**
 * A message with tags ('Ich habe die <privacy>Datenschutzerklärung</privacy> gelesen …') as React
 * nodes, each tag's text handed to its renderer. For messages with tags only: ICU arguments
 * ({name}) are not formatted. next-intl's `t.rich` does the same, but through intl-messageformat,
 * whose first use loads Intl's locale data: on the contact page that was a 27 ms task on this
 * machine while the form hydrated, for a sentence with two links. Take the message with `t.raw`.
 * The text stays text: React escapes it, and a tag without a renderer is shown as written.
 */
export function withTags(message: string, renderers: TagRenderers): ReactNode {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of message.matchAll(TAG)) {
    const [whole, name, inner] = match
    const render = renderers[name]
    if (!render) continue
    if (match.index > last) nodes.push(message.slice(last, match.index))
    nodes.push(<Fragment key={nodes.length}>{render(inner)}</Fragment>)
    last = match.index + whole.length
  }
  if (last < message.length) nodes.push(message.slice(last))
  return nodes
}
