import { describe, expect, it } from 'vitest'

import { bookingFacts } from '@/features/booking/facts'
import { bookingDocument } from '@/features/portal/booking-pdf/document'

import { SAMPLE_MODULE_SEMINARS, sampleBooking, sampleMails } from '../helpers/mail-samples'

/** Text with Intl's no-break spaces read as spaces. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ')
const pdfLines = (language: 'de' | 'en') =>
  bookingDocument(sampleBooking(language), language, 'Institut für Führung Münster')
    .blocks.map((block) => (typeof block === 'string' ? block : block.heading))
    .join('\n')

describe("a booking's facts", () => {
  it('list every item with its dates, places, modules and participants, and the totals with VAT', () => {
    const facts = bookingFacts(sampleBooking('de'), SAMPLE_MODULE_SEMINARS)
    expect(facts.items.map((item) => [item.title, item.period, item.place])).toEqual([
      ['Führen', '03.03.2027 – 04.03.2027', 'Münster'],
      ['Führungskräfte-Programm', null, null],
    ])
    expect(facts.items[0].participants).toEqual(['Prof. Jonas Keller', 'Ada Lu'])
    expect(facts.items[1].modules).toEqual([
      {
        dateId: 101,
        period: '12.04.2027 – 13.04.2027',
        place: 'Zürich',
        title: 'Grundlagen der Führung',
        seminarTitle: 'Führen mit Zielen',
      },
      {
        dateId: 102,
        period: '07.06.2027',
        place: 'Zürich',
        title: 'Gespräche führen',
        seminarTitle: 'Konflikte klären',
      },
    ])
    expect(facts.totals).toEqual([
      { currency: 'EUR', net: 2980, vatRate: 0.19, vat: 566.2, gross: 3546.2 },
      { currency: 'CHF', net: 3900, vatRate: 0.081, vat: 315.9, gross: 4215.9 },
    ])
    expect(facts.contact).toEqual({ name: 'Dr. Zoë Brandt', email: 'zoe@beispiel.de' })
  })

  it('a module whose seminar was not looked up has no seminar title', () => {
    const [, programme] = bookingFacts(sampleBooking('en')).items
    expect(programme.modules.map((module) => module.seminarTitle)).toEqual([null, null])
  })

  it('the mail and the portal PDF show the same items, participants and gross totals', async () => {
    const mails = await sampleMails()
    for (const language of ['de', 'en'] as const) {
      const mail = plain(mails[`receipt-${language}`].text)
      const pdf = plain(pdfLines(language))
      const facts = bookingFacts(sampleBooking(language))
      for (const item of facts.items) {
        for (const text of [item.title, ...item.participants, ...item.modules.map((m) => m.title)])
          for (const shown of [mail, pdf]) expect(shown).toContain(text)
        if (item.period) for (const shown of [mail, pdf]) expect(shown).toContain(item.period)
      }
      const gross =
        language === 'de' ? ['3.546,20 €', '4.215,90 CHF'] : ['€3,546.20', 'CHF 4,215.90']
      for (const amount of gross) for (const shown of [mail, pdf]) expect(shown).toContain(amount)
    }
  })
})
