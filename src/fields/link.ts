import type { Field } from 'payload'

/** Accepts site-relative paths, anchors, mailto:, tel: and http(s) URLs; never javascript: or data:. */
export function isSafeHref(value: string): boolean {
  const v = value.trim()
  if (v.startsWith('/') && !v.startsWith('//')) return true
  if (v.startsWith('#')) return true
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[\d\s/-]+)$/i.test(v)
}

export function validateHref(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true
  if (typeof value === 'string' && isSafeHref(value)) return true
  return 'Bitte einen Pfad (/…), eine https://-Adresse, mailto: oder tel: angeben. / Use a path (/…), an https:// address, mailto: or tel:.'
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
