import { beforeAll, describe, expect, it } from 'vitest'

import { receiptMail } from '@/features/booking/server/mail/ReceiptMail'
import { staffMail } from '@/features/booking/server/staff-mail'
import { totalsWithVat } from '@/features/booking/vat'
import type { RenderedMail } from '@/features/mail/render'

import {
  SAMPLE_MODULE_SEMINARS,
  sampleBooking,
  sampleInstitute,
  sampleMails,
} from '../helpers/mail-samples'

/** The largest mail a visitor gets: mail programs clip or flag bigger ones. */
const MAX_MAIL_BYTES = 100 * 1024

let mails: Record<string, RenderedMail>
/** Mail text with Intl's no-break spaces read as spaces. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ')

beforeAll(async () => {
  mails = await sampleMails()
})

describe('every mail to a visitor', () => {
  it('comes as HTML with a plain-text alternative, under 100 KB, in its language', () => {
    expect(Object.keys(mails)).toHaveLength(24)
    for (const [name, mail] of Object.entries(mails)) {
      const language = name.endsWith('-en') ? 'en' : 'de'
      expect(mail.subject, name).not.toBe('')
      expect(mail.html, name).toMatch(
        new RegExp(`^<!DOCTYPE html[^>]*><html [^>]*lang="${language}"`),
      )
      expect(mail.html, name).toContain(`<title>${mail.subject}</title>`)
      expect(mail.text.length, name).toBeGreaterThan(200)
      expect(mail.text, name).not.toMatch(/<[a-z]/i)
      expect(Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text), name).toBeLessThan(
        MAX_MAIL_BYTES,
      )
    }
  })

  it("carries the institute's logo as a PNG at an absolute address, its colour and its address", () => {
    for (const [name, mail] of Object.entries(mails)) {
      expect(mail.html, name).toMatch(
        /<img alt="[^"]+" height="40" src="https?:\/\/[^"]+\/logo\.png"/,
      )
      expect(mail.html, name).toContain('#005ca9')
      for (const part of ['Institut für Führung Münster', 'Hafenweg 12', '48155 Münster'])
        expect(mail.text, name).toContain(part)
      expect(mail.html, name).toContain('href="mailto:info@ifm-muenster.example"')
    }
    expect(mails['contact-en'].text).toContain('Germany')
    expect(mails['contact-de'].text).toContain('Deutschland')
  })
})

describe('the booking mails', () => {
  it('the receipt says received and not yet confirmed; only the confirmation says binding', () => {
    const receipt = mails['receipt-de']
    expect(receipt.subject).toBe('Ihre Buchung B-2026-0003 ist eingegangen')
    expect(receipt.text).toContain('Ihre Buchung ist eingegangen')
    expect(receipt.text).toContain('noch nicht bestätigt')
    expect(receipt.text).not.toContain('Die Plätze sind für Sie reserviert')
    expect(receipt.text).not.toMatch(/bestätigen wir Ihre \w+ verbindlich/)
    expect(mails['receipt-en'].text).toContain('It has reached us and is not confirmed yet.')
    expect(mails['reservation-receipt-de'].subject).toBe(
      'Ihre Reservierung B-2026-0003 ist eingegangen',
    )
    expect(mails['reservation-receipt-de'].text).toContain('noch nicht bestätigt')

    expect(mails['confirmation-de'].subject).toBe('Anmeldebestätigung B-2026-0003')
    expect(mails['confirmation-de'].text).toContain('Ihre Anmeldung ist verbindlich')
    expect(mails['confirmation-de'].text).toContain(
      'hiermit bestätigen wir Ihre Anmeldung verbindlich',
    )
    expect(mails['confirmation-en'].text).toContain('we hereby confirm your registration')
    expect(mails['cancellation-de'].text).toContain('Ihre Buchung ist storniert')
    expect(mails['cancellation-en'].text).toContain('your booking has been cancelled')
    expect(mails['cancellation-de'].text).not.toContain('verbindlich')
  })

  it('give the totals per currency as net, VAT and gross in the language’s format', () => {
    const de = plain(mails['receipt-de'].text)
    expect(de).toContain(
      'Summe netto: 2.980,00 €\nzzgl. 19 % MwSt.: 566,20 €\nGesamtbetrag: 3.546,20 €',
    )
    expect(de).toContain(
      'Summe netto: 3.900,00 CHF\nzzgl. 8,1 % MwSt.: 315,90 CHF\nGesamtbetrag: 4.215,90 CHF',
    )
    const en = plain(mails['confirmation-en'].text)
    expect(en).toContain('Total net: €2,980.00\nplus 19% VAT: €566.20\nTotal gross: €3,546.20')
    expect(en).toContain(
      'Total net: CHF 3,900.00\nplus 8.1% VAT: CHF 315.90\nTotal gross: CHF 4,215.90',
    )
    expect(plain(mails['receipt-de'].html)).toContain('3.546,20 €')
    expect(totalsWithVat([{ currency: 'EUR', amount: 0.05 }])).toEqual([
      { currency: 'EUR', net: 0.05, vatRate: 0.19, vat: 0.01, gross: 0.06 },
    ])
  })

  it('name the seminar chosen for each module of a programme, in the visitor and the staff mail', () => {
    for (const name of ['receipt-de', 'confirmation-en', 'cancellation-de']) {
      const { text, html } = mails[name]
      expect(text).toContain('Grundlagen der Führung\nSeminar: Führen mit Zielen')
      expect(text).toContain('Gespräche führen\nSeminar: Konflikte klären')
      expect(html).toContain('Seminar: Führen mit Zielen')
    }
    const staff = staffMail(sampleBooking('de'), 'https://x/admin/b/', SAMPLE_MODULE_SEMINARS)
    expect(staff.text).toContain(
      '   Modul Grundlagen der Führung: Seminar „Führen mit Zielen“, 12.04.2027 – 13.04.2027, Zürich',
    )
    expect(staff.text).toContain(
      '   Modul Gespräche führen: Seminar „Konflikte klären“, 07.06.2027, Zürich',
    )
    expect(plain(staff.text)).toContain(
      'Summe netto: 3.900,00 CHF, zzgl. 8,1 % MwSt. 315,90 CHF, brutto 4.215,90 CHF',
    )
  })

  it('the receipt shows a button to the confirmation page only when it has its address', async () => {
    const url = 'https://seminare.example/buchung/bestaetigung/abc123/'
    expect(mails['receipt-de'].html).toMatch(
      new RegExp(`<a href="${url}"[^>]*>(<span>.*?</span>)?<span[^>]*>Buchung ansehen</span>`),
    )
    expect(mails['receipt-de'].text).toContain(`Buchung ansehen ${url}`)
    const without = await receiptMail({
      booking: sampleBooking('de'),
      moduleSeminars: SAMPLE_MODULE_SEMINARS,
      institute: sampleInstitute('de'),
    })
    expect(without.html).not.toContain('Buchung ansehen')
    expect(without.text).not.toContain('Kalenderdatei')
    expect(mails['receipt-de'].text).toContain('Die Termine hängen als Kalenderdateien an')
  })
})

describe('the form mails', () => {
  it('contact and callback confirmations repeat the chosen values, never the free text', () => {
    expect(mails['contact-de'].text).toContain('Thema: Offene Seminare')
    expect(mails['contact-en'].text).toContain('Topic: Open seminars')
    expect(mails['contact-de'].text).not.toContain('Bitte rufen Sie mich an.')
    expect(mails['contact-de'].html).not.toContain('Bitte rufen Sie mich an.')
    expect(mails['callback-de'].subject).toBe('Ihre Rückrufbitte für den 12.03.2027 10:00 Uhr')
    expect(mails['callback-en'].text).toContain(
      'We will call you on 12.03.2027 10:00 (German time)',
    )
  })

  it('the whitepaper and newsletter mails lead to their link with a button and write it out', () => {
    const link = 'https://seminare.example/api/whitepaper-dl/?id=3&amp;code=Zx8kQ2'
    expect(mails['whitepaper-de'].html).toContain(`href="${link}"`)
    expect(mails['whitepaper-de'].text).toContain(
      'Whitepaper herunterladen https://seminare.example/api/whitepaper-dl/?id=3&code=Zx8kQ2',
    )
    expect(mails['whitepaper-en'].subject).toBe('Your whitepaper “Führen auf Distanz”')
    const newsletter = mails['newsletter-en']
    expect(newsletter.text).toContain(
      'Confirm subscription https://seminare.example/newsletter/bestaetigen/?token=Qm4r',
    )
    expect(newsletter.text).toContain('https://seminare.example/newsletter/abmelden/?token=Qm4r')
    expect(newsletter.text).toContain('The link is valid for 7 days.')
    // The address written out under the button is for the HTML only: the text has it already.
    expect(newsletter.text.split('newsletter/bestaetigen/').length - 1).toBe(1)
    expect(
      newsletter.html.split('href="https://seminare.example/newsletter/bestaetigen/').length - 1,
    ).toBe(2)
  })
})

describe('the waiting-list mails', () => {
  it('the offer names the date, the held seats and their deadline, and links to its booking once', () => {
    const offer = mails['waiting-list-offer-de']
    expect(offer.subject).toBe('Plätze frei: Führen auf Distanz, 12.–13.03.2027')
    const text = plain(offer.text)
    expect(text).toContain('Guten Tag Wanda Warte,')
    expect(text).toContain('halten wir 2 Plätze für Sie bereit')
    expect(text).toContain('Plätze: 2')
    expect(text).toContain('Reserviert bis: 20. Februar 2027 um 17:30 Uhr (deutsche Zeit)')
    expect(text).toMatch(/Plätze jetzt buchen \S+\/warteliste\/angebot\/#token=[\w-]{22}\n/)
    expect(text.split('#token=').length - 1).toBe(1)
    const en = plain(mails['waiting-list-offer-en'].text)
    expect(en).toContain('we are holding 2 seats for you at Leading at a distance')
    expect(en).toContain('Held until: 20 February 2027 at 17:30 (German time)')
    expect(en).toMatch(/Book the seats now \S+\/en\/waiting-list\/offer\/#token=[\w-]{22}/)
  })

  it('the alert asks for its confirmation and offers to end it; the new-date mail links the seminar', () => {
    const confirm = mails['date-alert-confirm-de']
    expect(confirm.subject).toBe(
      'Bitte bestätigen: Benachrichtigung zu neuen Terminen – Führen auf Distanz',
    )
    expect(confirm.text).toMatch(/Benachrichtigung bestätigen \S+#token=[\w-]{22}\n/)
    expect(confirm.text).toContain('#token=Jd8sKq2mXw4ZpL0vNc7tRb&action=unsubscribe')
    expect(mails['date-alert-confirm-en'].text).toContain('The link is valid for 7 days.')
    const notice = mails['new-date-en']
    expect(notice.subject).toBe('New date: Leading at a distance')
    expect(notice.text).toContain('a new date is set for “Leading at a distance”: 12–13 Mar 2027')
    expect(notice.text).toContain(
      'See the dates and book https://seminare.example/en/seminars/leading-at-a-distance/',
    )
    expect(mails['new-date-de'].text).toContain('nur dieses eine Mal')
  })
})
