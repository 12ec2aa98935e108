import type { Field, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'

/** Accepts site-relative paths, anchors, mailto:, tel: and http(s) URLs; never javascript: or data:. */
export function isSafeHref(value: string): boolean {
  const v = value.trim()
  if (v.startsWith('/') && !v.startsWith('//')) return true
  if (v.startsWith('#')) return true
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s/-]+)$/i.test(v)
}

const UNSAFE_HREF = 'Bitte einen Pfad (/…), eine https://-Adresse, mailto: oder tel: angeben. / Use a path (/…), an https:// address, mailto: or tel:.'

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

/** A link to a CMS page or to a URL, with its visible label. */
export function linkFields({ required = true }: { required?: boolean } = {}): Field[] {
  return [
    { name: 'label', type: 'text', required, maxLength: 120, label: { de: 'Beschriftung', en: 'Label' } },
    {
      type: 'row',
      fields: [
        {
          name: 'page',
          type: 'relationship',
          relationTo: 'pages',
          label: { de: 'Seite', en: 'Page' },
          admin: { description: { de: 'Oder rechts eine Adresse angeben.', en: 'Or give an address on the right.' } },
        },
        {
          name: 'url',
          type: 'text',
          maxLength: 500,
          label: { de: 'Adresse', en: 'Address' },
          validate: validateHref,
        },
      ],
    },
    { name: 'newTab', type: 'checkbox', label: { de: 'In neuem Tab öffnen', en: 'Open in a new tab' } },
  ]
}
