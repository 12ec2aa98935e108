import type { GlobalConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { validateHref } from '@/fields/link'

import { revalidateGlobal } from '../revalidateGlobal'

const url = (name: string, label: string) =>
  ({ name, type: 'text', label, maxLength: 300, validate: validateHref }) as const

/** Contact data, social links and switches used across the whole site. */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { de: 'Website-Einstellungen', en: 'Site settings' },
  admin: { group: { de: 'Verwaltung', en: 'Administration' } },
  access: { read: anyone, update: staffOnly },
  fields: [
    { name: 'organisation', type: 'text', required: true, maxLength: 120, label: { de: 'Name des Instituts', en: 'Name of the institute' } },
    {
      name: 'address',
      type: 'group',
      label: { de: 'Anschrift', en: 'Address' },
      fields: [
        { name: 'addition', type: 'text', maxLength: 120, label: { de: 'Adresszusatz', en: 'Address addition' } },
        { name: 'street', type: 'text', required: true, maxLength: 120, label: { de: 'Straße', en: 'Street' } },
        { name: 'postcode', type: 'text', required: true, maxLength: 12, label: { de: 'PLZ', en: 'Postcode' } },
        { name: 'city', type: 'text', required: true, maxLength: 80, label: { de: 'Ort', en: 'City' } },
        { name: 'country', type: 'text', maxLength: 80, localized: true, label: { de: 'Land', en: 'Country' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', required: true, maxLength: 40, label: { de: 'Telefon', en: 'Phone' } },
        { name: 'email', type: 'email', required: true, label: { de: 'E-Mail', en: 'Email' } },
      ],
    },
    {
      name: 'social',
      type: 'group',
      label: { de: 'Soziale Netzwerke', en: 'Social networks' },
      fields: [
        url('linkedin', 'LinkedIn'),
        url('xing', 'Xing'),
        url('facebook', 'Facebook'),
        url('instagram', 'Instagram'),
        url('youtube', 'YouTube'),
      ],
    },
    {
      name: 'showKundenportal',
      type: 'checkbox',
      defaultValue: true,
      label: { de: 'Kundenportal anzeigen', en: 'Show customer portal' },
      admin: { description: { de: 'Die Umgebungsvariable SHOW_KUNDENPORTAL=false schaltet es zusätzlich ab.', en: 'The environment variable SHOW_KUNDENPORTAL=false also switches it off.' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'gtmId', type: 'text', maxLength: 20, label: { de: 'Tag-Manager-ID', en: 'Tag manager id' }, validate: (v: unknown) => !v || /^GTM-[A-Z0-9]{4,12}$/.test(String(v)) || 'GTM-XXXXXXX' },
        { name: 'chatPortalId', type: 'text', maxLength: 60, label: { de: 'Chat-Portal-ID', en: 'Chat portal id' }, validate: (v: unknown) => !v || /^[\w-]{1,60}$/.test(String(v)) || 'a-z, 0-9, -, _' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'newsletterFormId',
          type: 'text',
          maxLength: 80,
          label: { de: 'Externes Newsletter-Formular (Formular-ID)', en: 'External newsletter form (form id)' },
          validate: (v: unknown) => !v || /^[\w-]{1,80}$/.test(String(v)) || 'a-z, 0-9, -, _',
          admin: {
            description: {
              de: 'Leer: unsere eigene Anmeldung mit Double-Opt-in. Gesetzt: das Formular des Marketing-Werkzeugs (lädt erst nach Zustimmung der Besucher).',
              en: 'Empty: our own double opt-in sign-up. Set: the marketing tool’s form (loads only after the visitor agrees).',
            },
          },
        },
        {
          name: 'newsletterPortalId',
          type: 'text',
          maxLength: 40,
          label: { de: 'Portal-ID des Marketing-Werkzeugs', en: 'Marketing tool portal id' },
          validate: (v: unknown) => !v || /^[\w-]{1,40}$/.test(String(v)) || 'a-z, 0-9, -, _',
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
