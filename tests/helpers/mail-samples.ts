import { confirmationMail } from '@/features/forms/server/ConfirmationMail'
import { receiptMail } from '@/features/booking/server/mail/ReceiptMail'
import { statusMail } from '@/features/booking/server/mail/StatusMail'
import { callbackVisitorMail } from '@/features/callback/server/mail-texts'
import { contactVisitorMail } from '@/features/contact/server/mail-texts'
import { mailInstitute } from '@/features/mail/institute'
import type { RenderedMail } from '@/features/mail/render'
import { newsletterConfirmMail } from '@/features/newsletter/server/ConfirmMail'
import { requestReceiptMail } from '@/features/portal/cancellation/RequestReceiptMail'
import { alertConfirmMail } from '@/features/waiting-list/server/mails/AlertConfirmMail'
import { newDateMail } from '@/features/waiting-list/server/mails/NewDateMail'
import { offerMail } from '@/features/waiting-list/server/mails/OfferMail'
import { whitepaperLinkMail } from '@/features/whitepapers/server/LinkMail'
import type { Booking, CallbackRequest, ContactMessage, WhitepaperRequest } from '@/payload-types'

import { bookingDoc } from '../unit/fixtures/booking-doc'

/**
 * One of every mail to a visitor, in both languages, with fictional data: the unit tests check
 * their words and sizes, the bench prints the sizes, the e2e spec audits them with axe.
 */

export type Language = 'de' | 'en'

export const sampleInstitute = (language: Language) =>
  mailInstitute({
    organisation: 'Institut für Führung Münster',
    address: {
      street: 'Hafenweg 12',
      postcode: '48155',
      city: 'Münster',
      country: language === 'de' ? 'Deutschland' : 'Germany',
    },
    phone: '+49 251 123 456 0',
    email: 'info@ifm-muenster.example',
  })

/** Date ids of the programme's modules → the seminar chosen for each. */
export const SAMPLE_MODULE_SEMINARS = new Map([
  [101, 'Führen mit Zielen'],
  [102, 'Konflikte klären'],
])

/** A booking of one seminar date and one programme (two modules), in EUR and CHF. */
export function sampleBooking(language: Language, kind: Booking['kind'] = 'buchung'): Booking {
  const base = bookingDoc as unknown as Booking
  return {
    ...base,
    language,
    kind,
    items: [
      {
        ...base.items[0],
        period: language === 'de' ? '03.03.2027 – 04.03.2027' : '3 Mar 2027 – 4 Mar 2027',
      },
      {
        type: 'qualifizierungsprogramm',
        title: 'Führungskräfte-Programm',
        period: null,
        place: null,
        price: 3900,
        currency: 'CHF',
        modules: [
          {
            moduleId: 'm1',
            title: 'Grundlagen der Führung',
            seminarDate: 101,
            period: language === 'de' ? '12.04.2027 – 13.04.2027' : '12 Apr 2027 – 13 Apr 2027',
            place: 'Zürich',
          },
          {
            moduleId: 'm2',
            title: 'Gespräche führen',
            seminarDate: 102,
            period: language === 'de' ? '07.06.2027' : '7 Jun 2027',
            place: 'Zürich',
          },
        ],
        participants: [base.items[0].participants[0]],
      },
    ],
    totals: [
      { currency: 'EUR', amount: 2980 },
      { currency: 'CHF', amount: 3900 },
    ],
  }
}

const person = {
  id: 7,
  anrede: 'Frau' as const,
  titel: 'Dr.' as const,
  vorname: 'Zoë',
  nachname: "O'Neill",
  email: 'z@beispiel.de',
  telefon: '+49 251 1',
  createdAt: '2026-03-02T09:30:00.000Z',
  updatedAt: '2026-03-02T09:30:00.000Z',
  status: 'new' as const,
}

/** Every mail to a visitor, keyed by '<mail>-<language>'. */
export async function sampleMails(): Promise<Record<string, RenderedMail>> {
  const mails: Record<string, RenderedMail> = {}
  for (const language of ['de', 'en'] as const) {
    const institute = sampleInstitute(language)
    const moduleSeminars = SAMPLE_MODULE_SEMINARS
    const booking = sampleBooking(language)
    mails[`receipt-${language}`] = await receiptMail({
      booking,
      moduleSeminars,
      institute,
      confirmationUrl: `https://seminare.example/buchung/bestaetigung/abc123/`,
      withCalendar: true,
    })
    mails[`reservation-receipt-${language}`] = await receiptMail({
      booking: sampleBooking(language, 'reservierung'),
      moduleSeminars,
      institute,
    })
    mails[`confirmation-${language}`] = await statusMail({
      booking,
      kind: 'confirmed',
      moduleSeminars,
      institute,
      withCalendar: true,
    })
    mails[`cancellation-request-${language}`] = await requestReceiptMail(
      {
        bookingNumber: booking.bookingNumber,
        contactName: 'Zoë Brandt',
        customerEmail: 'zoe@beispiel.de',
        titles: ['Führen, 03.03.2027 – 04.03.2027'],
        deadline: new Date('2027-02-18T23:00:00.000Z'),
      },
      language,
      institute,
    )
    mails[`cancellation-${language}`] = await statusMail({
      booking,
      kind: 'cancelled',
      moduleSeminars,
      institute,
    })
    mails[`contact-${language}`] = await contactVisitorMail(
      {
        ...person,
        language,
        formType: 'kontaktFormLong',
        info: 'Offene Seminare',
        mitteilung: 'Bitte rufen Sie mich an.',
        emailBestaetigung: true,
      } as ContactMessage,
      institute,
    )
    mails[`callback-${language}`] = await callbackVisitorMail(
      {
        ...person,
        language,
        termin: '12.03.2027 10:00',
        telefon: '+49 251 1',
        emailBestaetigung: true,
      } as CallbackRequest,
      institute,
    )
    mails[`whitepaper-${language}`] = await whitepaperLinkMail({
      request: {
        ...person,
        language,
        whitepaperTitle: 'Führen auf Distanz',
      } as unknown as WhitepaperRequest,
      link: 'https://seminare.example/api/whitepaper-dl/?id=3&code=Zx8kQ2',
      institute,
    })
    mails[`newsletter-${language}`] = await newsletterConfirmMail({
      person,
      language,
      links: {
        confirm: 'https://seminare.example/newsletter/bestaetigen/?token=Qm4r',
        unsubscribe: 'https://seminare.example/newsletter/abmelden/?token=Qm4r',
      },
      validDays: 7,
      institute,
    })
    const dateLabel =
      language === 'de'
        ? 'Führen auf Distanz, 12.–13.03.2027'
        : 'Leading at a distance, 12–13 Mar 2027'
    mails[`waiting-list-offer-${language}`] = await offerMail({
      name: 'Wanda Warte',
      language,
      what: dateLabel,
      seats: 2,
      link: `https://seminare.example${language === 'de' ? '/warteliste/angebot/' : '/en/waiting-list/offer/'}#token=Qm4rT7wXy2LkPz9sVb3nHa`,
      expiresAt: new Date('2027-02-20T16:30:00.000Z'),
      institute,
    })
    mails[`date-alert-confirm-${language}`] = await alertConfirmMail({
      title: language === 'de' ? 'Führen auf Distanz' : 'Leading at a distance',
      language,
      links: {
        confirm: 'https://seminare.example/termin-benachrichtigung/#token=Jd8sKq2mXw4ZpL0vNc7tRb',
        unsubscribe:
          'https://seminare.example/termin-benachrichtigung/#token=Jd8sKq2mXw4ZpL0vNc7tRb&action=unsubscribe',
      },
      validDays: 7,
      institute,
    })
    mails[`new-date-${language}`] = await newDateMail({
      title: language === 'de' ? 'Führen auf Distanz' : 'Leading at a distance',
      period: language === 'de' ? '12.–13.03.2027' : '12–13 Mar 2027',
      seminarUrl: `https://seminare.example${language === 'de' ? '/seminare/fuehren-auf-distanz/' : '/en/seminars/leading-at-a-distance/'}`,
      language,
      institute,
    })
  }
  return mails
}

export { confirmationMail }
