import { checkboxKind, selectKind, textKind } from '@/features/forms/field-kinds'
import {
  addressRows,
  companyRows,
  emailRow,
  messageRows,
  personRows,
  phoneRows,
} from '@/features/forms/field-rows'
import type { FieldTable } from '@/features/forms/field-table'
import { invalidKey, optionalText } from '@/features/forms/fields'
import { FORM_TYPES } from '@/features/forms/form-types'
import { INFO_TOPICS } from '@/features/forms/options'
import { NAME_PATTERN, POSTCODE_PATTERN } from '@/features/forms/patterns'
import {
  multiChoice,
  optionalCountry,
  optionalFlag,
  POSTCODE_MAX,
  salutation,
} from '@/features/forms/rules'
import { z } from 'zod'

/**
 * The contact message's field table: its rules (contact/schema.ts), the inbox fields and CSV
 * columns of contact-messages (contact/collection.ts) and the mail lines (server/mail-texts.ts)
 * all come from here. The order is the admin's, the CSV's and the mail's.
 */

const topicList = INFO_TOPICS.filter(Boolean).join(', ')

export const contactFields = [
  {
    name: 'formType',
    label: { de: 'Formular', en: 'Form' },
    kind: selectKind(
      [
        {
          value: FORM_TYPES.contactLong,
          label: { de: 'Kontaktseite (lang)', en: 'Contact page (long)' },
        },
        { value: FORM_TYPES.contactShort, label: { de: 'Kurzformular', en: 'Short form' } },
      ],
      { required: true },
    ),
    mail: false,
  },
  ...personRows,
  ...companyRows,
  ...addressRows,
  emailRow,
  phoneRows.telefon,
  phoneRows.mobiltelefon,
  phoneRows.fax,
  {
    name: 'info',
    label: { de: 'Thema', en: 'Topic' },
    kind: textKind({
      admin: {
        readOnly: true,
        description: {
          de: topicList,
          en: `One of the form's topics, stored in German: ${topicList}`,
        },
      },
    }),
    rule: multiChoice('info', INFO_TOPICS),
    csv: { options: 'info' },
    mail: {
      value: (doc, language, f) => f.topics(doc.info, language),
      confirmation: true,
    },
  },
  ...messageRows,
  {
    name: 'newsletter',
    label: { de: 'Newsletter gewünscht', en: 'Wants the newsletter' },
    kind: checkboxKind(),
    rule: optionalFlag,
    csv: { label: { de: 'Newsletter', en: 'Newsletter' } },
    mail: { label: { de: 'Newsletter gewünscht', en: 'Newsletter requested' } },
  },
] as const satisfies FieldTable

/**
 * The short contact form (everywhere but the contact page) sends the long form's shape with the
 * salutation and address left empty; whatever is filled in anyway must still pass its rule.
 */
export const shortFormRules = {
  anrede: z.union([z.literal(''), salutation], { error: invalidKey('anrede') }).default(''),
  strasse: optionalText('strasse'),
  plz: optionalText('plz', POSTCODE_PATTERN, POSTCODE_MAX),
  ort: optionalText('ort', NAME_PATTERN),
  land: optionalCountry,
}
