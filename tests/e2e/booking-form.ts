import type { Locator, Page } from '@playwright/test'

/** The booking form's texts in both languages, as the visitor reads them. */
export const BOOKING_FORM = {
  de: {
    participant: /^Teilnehmer\/in 1/,
    contact: 'Ansprechperson',
    billing: 'Rechnungsanschrift',
    label: {
      anrede: 'Anrede',
      vorname: 'Vorname',
      nachname: 'Nachname',
      email: 'E-Mail-Adresse',
      telefon: 'Telefon',
      strasse: 'Straße und Hausnummer',
      plz: 'Postleitzahl',
      ort: 'Ort',
    },
    salutation: { Frau: 'Frau', Herr: 'Herr' },
    privacy: /Datenschutzerklärung/,
    terms: /Teilnahmebedingungen/,
    firstIsContact: 'Teilnehmer/in 1 ist die Ansprechperson',
    moreDetails: 'Weitere Angaben',
    fax: 'Fax',
    comment: 'Mitteilung an uns',
    submit: 'Verbindlich buchen',
    thanks: 'Vielen Dank für Ihre Buchung!',
  },
  en: {
    participant: /^Participant 1/,
    contact: 'Contact person',
    billing: 'Billing address',
    label: {
      anrede: 'Salutation',
      vorname: 'First name',
      nachname: 'Last name',
      email: 'Email address',
      telefon: 'Phone',
      strasse: 'Street and house number',
      plz: 'Postcode',
      ort: 'Town or city',
    },
    salutation: { Frau: 'Ms', Herr: 'Mr' },
    privacy: /privacy statement/,
    terms: /terms of participation/,
    firstIsContact: 'Participant 1 is the contact person',
    moreDetails: 'More details',
    fax: 'Fax',
    comment: 'Message to us',
    submit: 'Book now',
    thanks: 'Thank you for your booking!',
  },
} as const

export type BookingFormTexts = (typeof BOOKING_FORM)[keyof typeof BOOKING_FORM]

/** Fields by their accessible name (the required asterisk is hidden from it). */
export const text = (scope: Locator | Page, name: string) =>
  scope.getByRole('textbox', { name, exact: true })
export const choice = (scope: Locator | Page, name: string) =>
  scope.getByRole('combobox', { name, exact: true })

/** Fills the contact person and the billing address, ticks both consents and sends the booking. */
export async function fillContactBillingAndSend(page: Page, t: BookingFormTexts): Promise<void> {
  const contact = page.getByRole('region', { name: t.contact })
  const billing = page.getByRole('region', { name: t.billing })
  await choice(contact, t.label.anrede).selectOption({ label: t.salutation.Herr })
  // Alike the contact and whitepaper specs by shape only: each form is filled with its own fields.
  await text(contact, t.label.vorname).fill('Jonas')
  await text(contact, t.label.nachname).fill('Keller')
  await text(contact, t.label.email).fill('jonas.keller@beispiel.de')
  await text(contact, t.label.telefon).fill('+49 251 123456')
  await text(billing, t.label.strasse).fill('Prinzipalmarkt 1')
  await text(billing, t.label.plz).fill('48143')
  await text(billing, t.label.ort).fill('Münster')
  await page.getByRole('checkbox', { name: t.privacy }).check()
  await page.getByRole('checkbox', { name: t.terms }).check()
  await page.getByRole('button', { name: t.submit, exact: true }).click()
}
