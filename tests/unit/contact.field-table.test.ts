import { describe, expect, it } from 'vitest'

import { ContactMessages } from '@/features/contact/collection'
import { contactStaffMail, contactVisitorMail } from '@/features/contact/server/mail-texts'
import type { ContactMessage } from '@/payload-types'

import { sampleInstitute } from '../helpers/mail-samples'
import baseline from './fixtures/contact-baseline.json'
import { exportCsv, withoutFunctions } from './fixtures/inbox-baseline'
import { expectBodyAsBefore } from './fixtures/mail-baseline'

/**
 * The contact field table derives exactly what was written out by hand before it existed:
 * fixtures/contact-baseline.json holds the inbox fields, the CSV export and the mails as they
 * were (hooks show as null there, as JSON has no functions).
 */

// A stored message spelled out field by field (as the int test expects it): the inbox's contract.
const doc = {
  id: 7,
  createdAt: '2026-03-02T09:30:00.000Z',
  status: 'new',
  spam: false,
  language: 'de',
  requestPage: '/kontakt/',
  formType: 'kontaktFormLong',
  anrede: 'Frau',
  titel: 'Dr.',
  vorname: 'Zoë',
  nachname: "O'Neill",
  firma: 'Beispiel GmbH',
  abteilung: 'PE',
  strasse: 'Prinzipalmarkt 1',
  plz: '48143',
  ort: 'Münster',
  land: 'AT',
  email: 'z@beispiel.de',
  telefon: '+49 251 1',
  mobiltelefon: '+49 170 2',
  fax: '+49 251 3',
  info: 'Offene Seminare,Coachings',
  mitteilung: 'Zeile eins\nZeile zwei',
  medium: 'Sonstige',
  medium_other: 'Messe',
  emailBestaetigung: true,
  newsletter: true,
} as unknown as ContactMessage

describe('the contact field table', () => {
  it('derives the inbox fields of contact-messages as they were', () => {
    expect(withoutFunctions(ContactMessages.fields)).toEqual(baseline.fields)
  })

  it('derives the CSV export (headings, order, values) as it was, in both languages', async () => {
    expect(await exportCsv(ContactMessages, 'de', doc)).toBe(baseline['csv-de'])
    expect(await exportCsv(ContactMessages, 'en', doc)).toBe(baseline['csv-en'])
  })

  it('derives the staff mail and the visitor confirmation as they were', async () => {
    const adminUrl = 'https://x/admin/7/'
    expect(contactStaffMail(doc, adminUrl)).toEqual(baseline.staff)
    const institute = sampleInstitute('de')
    expectBodyAsBefore(await contactVisitorMail(doc, institute), baseline.visitorDe)
    const en = { ...doc, language: 'en' } as ContactMessage
    expectBodyAsBefore(await contactVisitorMail(en, institute), baseline.visitorEn)
    const short = { ...doc, formType: 'kontaktFormShort', anrede: null } as ContactMessage
    expectBodyAsBefore(
      await contactVisitorMail({ ...short, telefon: '', info: '' }, institute),
      baseline.visitorShort,
    )
    expect(
      contactStaffMail(
        {
          ...short,
          titel: null,
          strasse: '',
          plz: '',
          land: '',
          newsletter: false,
          emailBestaetigung: false,
        },
        adminUrl,
      ),
    ).toEqual(baseline.staffShort)
  })
})
