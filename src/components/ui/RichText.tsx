import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConverter,
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import type {
  SerializedLinkNode,
  SerializedListItemNode,
  SerializedUploadNode,
} from '@payloadcms/richtext-lexical'

import { CmsImage, mediaUrl } from '@/components/ui/CmsImage'
import { isSafeHref } from '@/fields/link'
import { type Locale, localizedUrl } from '@/i18n/locales'
import type { Media } from '@/payload-types'

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
 * An uploaded image as a responsive image, any other file as a link to it; nothing while
 * unpopulated.
 */
const upload: JSXConverter<SerializedUploadNode> = ({ node }) => {
  const doc = typeof node.value === 'object' && node.value !== null ? (node.value as Media) : null
  if (!doc?.url) return null
  if (doc.mimeType?.startsWith('image/')) {
    return (
      <CmsImage
        image={doc}
        sizes="(min-width: 1024px) 768px, 100vw"
        className="h-auto max-w-full"
        noImageText=""
      />
    )
  }
  const href = mediaUrl(doc.url)
  return href ? (
    <p>
      <a href={href}>{doc.filename ?? doc.alt}</a>
    </p>
  ) : null
}

/**
 * A list item. Its number (`value`) goes only into a numbered list: HTML allows it nowhere else,
 * and Payload's own converter writes it into bullet lists too.
 */
const listitem: JSXConverter<SerializedListItemNode> = ({ node, nodesToJSX, parent }) => {
  const nested = node.children.some((child) => child.type === 'list')
  const numbered = 'tag' in parent && parent.tag === 'ol'
  return (
    <li
      className={nested ? 'nestedListItem' : undefined}
      style={nested ? { listStyleType: 'none' } : undefined}
      value={numbered ? node.value : undefined}
    >
      {nodesToJSX({ nodes: node.children })}
    </li>
  )
}

/**
 * Renders CMS rich text as React elements (never as raw HTML), so editor content cannot run
 * script; a link whose target is not a path, http(s), mailto or tel is rendered as plain text.
 * The editor (payload.config.ts) offers only what is converted here; nodes stored before that
 * (relationships, other unknown types) never show as "unknown node": their text, or nothing.
 */
export function RichText({ data, locale, className = 'prose-cms' }: Props) {
  if (!data) return null
  const link: JSXConverter<SerializedLinkNode> = ({ node, nodesToJSX }) => {
    const fields = node.fields as LinkFields
    const children = nodesToJSX({ nodes: node.children })
    const href = richTextHref(fields, locale)
    if (!href) return <>{children}</>
    return (
      <a
        href={href}
        target={fields.newTab ? '_blank' : undefined}
        rel={fields.newTab ? 'noopener noreferrer' : undefined}
      >
        {children}
      </a>
    )
  }
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    link,
    autolink: link as unknown as NonNullable<typeof defaultConverters.autolink>,
    upload: upload as unknown as NonNullable<typeof defaultConverters.upload>,
    listitem: listitem as unknown as NonNullable<typeof defaultConverters.listitem>,
    relationship: () => null,
    unknown: ({ node, nodesToJSX }) =>
      'children' in node && Array.isArray(node.children) ? (
        <>{nodesToJSX({ nodes: node.children })}</>
      ) : null,
  })
  return (
    <LexicalRichText
      data={data}
      converters={converters}
      className={className}
      disableIndent
      disableTextAlign
    />
  )
}
