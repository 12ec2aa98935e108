import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConverter,
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'

import { isSafeHref } from '@/fields/link'
import { type Locale, localizedUrl } from '@/i18n/locales'

type Props = { data: SerializedEditorState | null | undefined; locale: Locale; className?: string }

type LinkFields = {
  url?: string
  newTab?: boolean
  linkType?: 'custom' | 'internal'
  doc?: { value?: number | string | { path?: string | null } }
}

/** Where a rich-text link points: an internal page's localized URL, or a safe custom URL. */
export function richTextHref(fields: LinkFields, locale: Locale): string | null {
  if (fields.linkType === 'internal') {
    const value = fields.doc?.value
    return typeof value === 'object' && value?.path ? localizedUrl(locale, value.path) : null
  }
  return fields.url && isSafeHref(fields.url) ? fields.url.trim() : null
}

/**
 * Renders CMS rich text as React elements (never as raw HTML), so editor content cannot run
 * script; a link whose target is not a path, http(s), mailto or tel is rendered as plain text.
 */
export function RichText({ data, locale, className = 'prose-cms' }: Props) {
  if (!data) return null
  const link: JSXConverter<SerializedLinkNode> = ({ node, nodesToJSX }) => {
    const fields = node.fields as LinkFields
    const children = nodesToJSX({ nodes: node.children })
    const href = richTextHref(fields, locale)
    if (!href) return <>{children}</>
    return (
      <a href={href} target={fields.newTab ? '_blank' : undefined} rel={fields.newTab ? 'noopener noreferrer' : undefined}>
        {children}
      </a>
    )
  }
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link,
    autolink: link as unknown as NonNullable<typeof defaultConverters.autolink>,
  })
  return <LexicalRichText data={data} converters={converters} className={className} disableIndent disableTextAlign />
}
