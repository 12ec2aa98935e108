import type {
  Field,
  FieldAffectingData,
  RelationshipFieldSingleValidation,
  TextFieldSingleValidation,
} from 'payload'
import { relationship, text } from 'payload/shared'

/**
 * Accepts site-relative paths, anchors, mailto:, tel: and http(s) URLs; never javascript: or data:.
 */
export function isSafeHref(value: string): boolean {
  const v = value.trim()
  if (v.startsWith('/') && !v.startsWith('//')) return true
  if (v.startsWith('#')) return true
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s/-]+)$/i.test(v)
}

const UNSAFE_HREF =
  'Bitte einen Pfad (/…), eine https://-Adresse, mailto: oder tel: angeben. / Use a path (/…), an https:// address, mailto: or tel:.'

/** The link rule alone, for code outside Payload's field validation. */
export function checkHref(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value === 'string' && isSafeHref(value)) return true
  return UNSAFE_HREF
}

/**
 * Payload validate for link fields. A custom validate replaces Payload's own text check, so this
 * runs that first (required, maxLength) and then the link rule.
 */
export const validateHref: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true) return base
  return checkHref(value)
}

const NO_TARGET =
  'Bitte eine Seite wählen oder eine Adresse angeben. / Choose a page or give an address.'
const BOTH_TARGETS =
  'Bitte entweder eine Seite oder eine Adresse angeben, nicht beides. / Give either a page or an address, not both.'

type LinkTarget = { label?: unknown; page?: unknown; url?: unknown }

/**
 * The target rule of a menu or footer link: exactly one of page and address. A link without a
 * target would be dropped from the menu without a word; with both, the address would be ignored.
 */
export function checkLinkTarget(link: LinkTarget, required = true): true | string {
  const page = link.page !== null && link.page !== undefined && link.page !== ''
  const url = typeof link.url === 'string' && link.url.trim() !== ''
  if (page && url) return BOTH_TARGETS
  if (!page && !url && (required || Boolean(link.label))) return NO_TARGET
  return true
}

/** A link to a CMS page or to a URL, with its visible label. */
export function linkFields({ required = true }: { required?: boolean } = {}): Field[] {
  // The missing target is reported at the page, a second target at the address.
  const validatePage: RelationshipFieldSingleValidation = async (value, options) => {
    const base = await relationship(value, options)
    if (base !== true) return base
    const target = checkLinkTarget(
      { ...(options.siblingData as LinkTarget), page: value },
      required,
    )
    return target === NO_TARGET ? target : true
  }
  const validateUrl: TextFieldSingleValidation = (value, options) => {
    const base = validateHref(value, options)
    if (base !== true) return base
    const target = checkLinkTarget({ ...(options.siblingData as LinkTarget), url: value }, required)
    return target === BOTH_TARGETS ? target : true
  }
  return [
    {
      name: 'label',
      type: 'text',
      required,
      maxLength: 120,
      label: { de: 'Beschriftung', en: 'Label' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          label: { de: 'Seite', en: 'Page' },
          validate: validatePage,
          admin: {
            description: {
              de: 'Oder rechts eine Adresse angeben (nur eines von beiden).',
              en: 'Or give an address on the right (only one of the two).',
            },
          },
        },
        {
          name: 'url',
          type: 'text',
          // Same shape as other text fields (bookings) by design: Payload field configs are
          // declarative.
          maxLength: 500,
          label: { de: 'Adresse', en: 'Address' },
          validate: validateUrl,
        },
      ],
    },
    {
      name: 'newTab',
      type: 'checkbox',
      label: { de: 'In neuem Tab öffnen', en: 'Open in a new tab' },
    },
  ]
}

/**
 * The collections a rich-text link may point to: those with a public `path`, which RichText.tsx
 * links by.
 */
export const RICH_TEXT_LINK_COLLECTIONS = ['pages', 'seminars', 'topics', 'blog-posts'] as const

const URL_REQUIRED = 'Bitte eine Adresse angeben. / Please give an address.'

/**
 * Lexical's address rule replaced by ours, so a rich-text link the site would show as plain text
 * cannot be saved.
 */
const validateRichTextUrl: TextFieldSingleValidation = (value, { siblingData }) => {
  if ((siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  if (typeof value !== 'string' || value.trim() === '') return URL_REQUIRED
  return checkHref(value)
}

/** The link feature's fields (payload.config.ts) with validateRichTextUrl on the address. */
export function richTextLinkFields({
  defaultFields,
}: {
  defaultFields: FieldAffectingData[]
}): FieldAffectingData[] {
  return defaultFields.map((field) =>
    field.name === 'url' && field.type === 'text' && !field.hasMany
      ? { ...field, validate: validateRichTextUrl }
      : field,
  )
}
