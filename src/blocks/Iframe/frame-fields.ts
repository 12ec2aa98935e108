import type { Field } from 'payload'

import { validateFrameAddress } from './frameSources'

/** Frame heights an editor can choose, in CSS pixels. */
export const FRAME_HEIGHTS = ['400', '600', '800'] as const
export type FrameHeight = (typeof FRAME_HEIGHTS)[number]

/**
 * The fields of an embedded frame, named `<prefix>_src`, `_frame_titel`, `_hoehe` and `_fallback`:
 * an https address, the title screen readers announce, its height and the label of the link below
 * it.
 */
export function frameFields(prefix: string, defaultHeight: FrameHeight = '600'): Field[] {
  return [
    {
      name: `${prefix}_src`,
      type: 'text',
      required: true,
      maxLength: 1000,
      label: {
        de: 'Adresse des eingebetteten Inhalts (https://…)',
        en: 'Address of the embedded content (https://…)',
      },
      validate: validateFrameAddress,
      admin: {
        description: {
          de: 'Eine Seite dieser Website (/…) oder eine https://-Adresse eines Dienstes, den die Website einbetten darf (Einstellung CSP_EXTRA_SOURCES).',
          en: 'A page of this site (/…) or an https:// address of a service the site may embed (setting CSP_EXTRA_SOURCES).',
        },
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: `${prefix}_frame_titel`,
          type: 'text',
          required: true,
          maxLength: 150,
          label: {
            de: 'Titel des Rahmens (für Screenreader)',
            en: 'Frame title (for screen readers)',
          },
          admin: {
            description: {
              de: 'Beschreibt den Inhalt, z. B. „Anmeldeformular Newsletter“.',
              en: 'Describes the content, e.g. “Newsletter sign-up form”.',
            },
          },
        },
        {
          name: `${prefix}_hoehe`,
          type: 'select',
          required: true,
          defaultValue: defaultHeight,
          label: { de: 'Höhe', en: 'Height' },
          options: FRAME_HEIGHTS.map((h) => ({ value: h, label: `${h} px` })),
        },
      ],
    },
    {
      name: `${prefix}_fallback`,
      type: 'text',
      maxLength: 120,
      label: {
        de: 'Ausweichtext (Beschriftung des Links unter dem Rahmen)',
        en: 'Fallback text (label of the link below the frame)',
      },
      admin: {
        description: {
          de: 'Erscheint als „Falls der Inhalt nicht angezeigt wird: … in neuem Tab öffnen“. Leer: der Titel des Rahmens.',
          en: 'Shown as “If the content does not appear: open … in a new tab”. Empty: the frame title.',
        },
      },
    },
  ]
}
