import type { Field } from 'payload'

import { imageField } from '@/fields/common'
import {
  DEFAULT_NOTICE_INTERVAL_DAYS,
  MAX_NOTICE_INTERVAL_DAYS,
} from '@/features/visitor-modals/constants'
import { validateHref } from '@/fields/link'
import {
  DEFAULT_CANCELLATION_DAYS,
  MAX_CANCELLATION_DAYS,
} from '@/features/portal/cancellation/rules'
import { ADMINISTRATION_GROUP } from '@/fields/adminGroups'

import { revalidatingGlobal } from '../revalidatingGlobal'

const url = (name: string, label: string) =>
  ({ name, type: 'text', label, maxLength: 300, validate: validateHref }) as const

type Label = { de: string; en: string }

/** The id of an outside tool's widget, form or portal: letters, digits, '-' and '_'. */
const toolId = (name: string, maxLength: number, label: Label, description?: Label): Field => ({
  name,
  type: 'text',
  maxLength,
  label,
  validate: (v: unknown) =>
    !v || new RegExp(`^[\\w-]{1,${maxLength}}$`).test(String(v)) || 'a-z, 0-9, -, _',
  ...(description && { admin: { description } }),
})

/** Whole days from 1 to MAX_NOTICE_INTERVAL_DAYS. */
function validateIntervalDays(value: unknown): true | string {
  const days = Number(value)
  return (
    (value !== null &&
      value !== undefined &&
      Number.isInteger(days) &&
      days >= 1 &&
      days <= MAX_NOTICE_INTERVAL_DAYS) ||
    `1–${MAX_NOTICE_INTERVAL_DAYS}`
  )
}

/**
 * A notice that opens on a visitor's behaviour (docs/behaviour/states.md#visitor-notices;
 * userActivity's showJahresprogrammModal, showMagazinModal): a switch, on by default, and what the
 * modal shows.
 */
function visitorModal(name: 'jahresprogramm' | 'magazin', label: Label, description: Label): Field {
  return {
    name: `${name}Modal`,
    type: 'group',
    label,
    admin: { description },
    // Alike the address fields below by shape only: each is a list of Payload fields.
    fields: [
      {
        name: 'enabled',
        type: 'checkbox',
        defaultValue: true,
        // Same shape as the other show switches below and in Locations and Whitepapers by design:
        // Payload configs are declarative.
        label: { de: 'Anzeigen', en: 'Show' },
      },
      {
        name: 'title',
        type: 'text',
        maxLength: 120,
        localized: true,
        label: { de: 'Überschrift', en: 'Heading' },
      },
      {
        name: 'text',
        type: 'textarea',
        maxLength: 600,
        localized: true,
        label: { de: 'Text', en: 'Text' },
      },
      imageField,
      {
        type: 'row',
        fields: [
          {
            name: 'link',
            type: 'text',
            maxLength: 300,
            localized: true,
            validate: validateHref,
            label: { de: 'Link', en: 'Link' },
          },
          {
            name: 'linkText',
            type: 'text',
            maxLength: 80,
            localized: true,
            label: { de: 'Beschriftung des Links', en: 'Link label' },
          },
        ],
      },
    ],
  }
}

/** Contact data, social links and switches used across the whole site. */
// Alike the other globals by shape only: each names its own slug, labels and fields.
export const SiteSettings = revalidatingGlobal({
  slug: 'site-settings',
  label: { de: 'Website-Einstellungen', en: 'Site settings' },
  admin: { group: ADMINISTRATION_GROUP },
  fields: [
    {
      name: 'organisation',
      type: 'text',
      required: true,
      maxLength: 120,
      label: { de: 'Name des Instituts', en: 'Name of the institute' },
    },
    {
      name: 'address',
      type: 'group',
      label: { de: 'Anschrift', en: 'Address' },
      fields: [
        {
          name: 'addition',
          type: 'text',
          maxLength: 120,
          label: { de: 'Adresszusatz', en: 'Address addition' },
        },
        {
          name: 'street',
          type: 'text',
          required: true,
          maxLength: 120,
          label: { de: 'Straße', en: 'Street' },
        },
        {
          name: 'postcode',
          type: 'text',
          required: true,
          maxLength: 12,
          label: { de: 'PLZ', en: 'Postcode' },
        },
        {
          name: 'city',
          type: 'text',
          required: true,
          maxLength: 80,
          label: { de: 'Ort', en: 'City' },
        },
        {
          name: 'country',
          type: 'text',
          maxLength: 80,
          localized: true,
          label: { de: 'Land', en: 'Country' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'phone',
          type: 'text',
          required: true,
          // Same shape as phone fields in Seminars and Timeline by design: each field states its
          // own limit and label.
          maxLength: 40,
          label: { de: 'Telefon', en: 'Phone' },
        },
        {
          name: 'email',
          type: 'email',
          required: true,
          label: { de: 'E-Mail', en: 'Email' },
          admin: {
            description: {
              de: 'Steht auf der Website; Antworten auf Mails an Besucher gehen hierhin.',
              en: 'Shown on the site; replies to mails sent to visitors come here.',
            },
          },
        },
      ],
    },
    {
      name: 'notificationEmail',
      type: 'email',
      label: { de: 'Benachrichtigungen an', en: 'Notifications to' },
      admin: {
        description: {
          de: 'Neue Kontakt-, Rückruf- und Whitepaper-Anfragen und Buchungen gehen an diese Adresse. Leer: an die E-Mail-Adresse oben.',
          en: 'New contact, callback and whitepaper requests and bookings are sent to this address. Empty: to the email address above.',
        },
      },
    },
    {
      name: 'onlineNote',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      label: { de: 'So laufen Online-Termine', en: 'How online dates run' },
      admin: {
        description: {
          de: 'Steht bei Online- und Blended-Terminen ohne eigenen Hinweis, z. B. Werkzeug und wann der Link kommt.',
          en: 'Shown on online and blended dates without a note of their own, e.g. the tool and when the link is sent.',
        },
      },
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
      admin: {
        description: {
          de: 'Die Umgebungsvariable SHOW_KUNDENPORTAL=false schaltet es zusätzlich ab.',
          en: 'The environment variable SHOW_KUNDENPORTAL=false also switches it off.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'gtmId',
          type: 'text',
          maxLength: 20,
          label: { de: 'Tag-Manager-ID', en: 'Tag manager id' },
          validate: (v: unknown) => !v || /^GTM-[A-Z0-9]{4,12}$/.test(String(v)) || 'GTM-XXXXXXX',
        },
        toolId('chatPortalId', 60, { de: 'Chat-Portal-ID', en: 'Chat portal id' }),
      ],
    },
    {
      type: 'row',
      fields: [
        toolId(
          'newsletterFormId',
          80,
          {
            de: 'Externes Newsletter-Formular (Formular-ID)',
            en: 'External newsletter form (form id)',
          },
          {
            de: 'Leer: unsere eigene Anmeldung mit Double-Opt-in. Gesetzt: das Formular des Marketing-Werkzeugs (lädt erst nach Zustimmung der Besucher).',
            en: 'Empty: our own double opt-in sign-up. Set: the marketing tool’s form (loads only after the visitor agrees).',
          },
        ),
        toolId('newsletterPortalId', 40, {
          de: 'Portal-ID des Marketing-Werkzeugs',
          en: 'Marketing tool portal id',
        }),
      ],
    },
    toolId(
      'careerWidgetId',
      80,
      { de: 'Stellenbörse: Widget-ID', en: 'Job board: widget id' },
      {
        de: 'Gesetzt: Der Karriere-Baustein lädt die Stellenanzeigen der externen Stellenbörse (25 je Seite, Filter nach Bereich, Ort und Anstellungsart). Leer: nur der Link zur Stellenseite.',
        en: 'Set: the careers block loads the external job board’s openings (25 per page, filters by area, place and employment type). Empty: only the link to the jobs page.',
      },
    ),
    {
      name: 'cancellationDays',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_CANCELLATION_DAYS,
      min: 0,
      max: MAX_CANCELLATION_DAYS,
      label: {
        de: 'Online-Stornierung bis Tage vor Seminarbeginn',
        en: 'Online cancellation up to days before the seminar',
      },
      validate: (value: unknown) =>
        (Number.isInteger(value) && Number(value) >= 0 && Number(value) <= MAX_CANCELLATION_DAYS) ||
        `0–${MAX_CANCELLATION_DAYS}`,
      admin: {
        step: 1,
        description: {
          de: 'Bis zum Ende dieses Tages vor dem ersten Seminartag storniert die Kundin oder der Kunde im Kundenportal selbst (die Plätze werden frei, die Stornierung wird gemailt); danach geht eine Stornierungsanfrage an das Team.',
          en: 'Until the end of this day before the first seminar day, customers cancel in the portal themselves (the seats are freed, the cancellation is mailed); after it, a cancellation request goes to staff.',
        },
      },
    },
    {
      name: 'noticeIntervalDays',
      type: 'number',
      required: true,
      defaultValue: DEFAULT_NOTICE_INTERVAL_DAYS,
      min: 1,
      max: MAX_NOTICE_INTERVAL_DAYS,
      label: { de: 'Tage zwischen zwei Anzeigen eines Hinweises', en: 'Days between showings' },
      validate: validateIntervalDays,
      admin: {
        step: 1,
        description: {
          de: 'Jeder Hinweis unten erscheint einem Besucher höchstens einmal in so vielen Tagen (1 bis 365).',
          en: 'Each notice below is shown to a visitor at most once in this many days (1 to 365).',
        },
      },
    },
    visitorModal(
      'jahresprogramm',
      { de: 'Hinweis auf das Jahresprogramm', en: 'Annual programme notice' },
      {
        de: 'Erscheint, wenn Besucher die Seite verlassen wollen (Mauszeiger oben aus dem Fenster, Tab gewechselt) – nie beim Ausfüllen eines Formulars, nie auf Warenkorb, Buchung, Assistent, Kontakt, Login und Kundenportal.',
        en: 'Shown when visitors are about to leave (pointer leaves the window at the top, tab hidden) – never while they fill in a form, never on cart, booking, assistant, contact, login and portal.',
      },
    ),
    visitorModal(
      'magazin',
      { de: 'Hinweis auf das Magazin', en: 'Magazine notice' },
      {
        de: 'Erscheint, wenn Besucher 40 % einer Seite selbst gescrollt haben – mit denselben Grenzen wie der Hinweis oben.',
        en: 'Shown when visitors have scrolled through 40% of a page themselves – within the same limits as the notice above.',
      },
    ),
  ],
})
