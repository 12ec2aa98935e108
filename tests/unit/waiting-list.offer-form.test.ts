import { describe, expect, it } from 'vitest'

import {
  bookingOfForm,
  type OfferView,
  participantField,
  splitName,
} from '@/features/waiting-list/components/offer-booking'
import { offerAcceptRequestSchema } from '@/features/waiting-list/schema'

const offer: OfferView = {
  state: 'open',
  dateId: 42,
  label: 'Verhandeln mit Gewinn, 12.–13.03.2031',
  seats: 2,
  expiresAt: '2031-03-01T10:00:00.000Z',
  name: 'Wilma Wartend',
  email: 'wilma@firma.example',
  language: 'de',
  bookingNumber: null,
}

function filledForm(): FormData {
  const data = new FormData()
  const people = [
    ['Frau', 'Wilma', 'Wartend', 'wilma@firma.example'],
    ['Herr', 'Paul', 'Partner', 'paul@firma.example'],
  ]
  people.forEach(([anrede, vorname, nachname, email], index) => {
    data.set(participantField(index, 'anrede'), anrede)
    data.set(participantField(index, 'vorname'), vorname)
    data.set(participantField(index, 'nachname'), nachname)
    data.set(participantField(index, 'email'), email)
  })
  data.set('booking.contact.telefon', '+49 251 123456')
  data.set('booking.billing.firma', 'Firma GmbH')
  data.set('booking.billing.strasse', 'Hafenweg 5')
  data.set('booking.billing.plz', '48155')
  data.set('booking.billing.ort', 'Münster')
  data.set('booking.billing.land', 'AT')
  data.set('booking.datenschutz', 'on')
  data.set('booking.agb', 'on')
  return data
}

describe('the offer page’s short booking form', () => {
  it('sends a booking of exactly the held date and seats that the booking schema accepts', () => {
    const booking = bookingOfForm(filledForm(), offer, 'de', crypto.randomUUID())
    const parsed = offerAcceptRequestSchema.safeParse({
      message: { token: 'A'.repeat(22), booking },
    })
    expect(parsed.success).toBe(true)
    expect(booking.items).toEqual([
      expect.objectContaining({ type: 'seminar', dateId: 42, participants: expect.any(Array) }),
    ])
    expect(booking.items[0].participants).toHaveLength(2)
    expect(booking.contact).toMatchObject({ vorname: 'Wilma', nachname: 'Wartend' })
    expect(booking.items[0].participants.every((p) => p.land === 'AT')).toBe(true)
  })

  it('names each missing field by the path the endpoint answers, so errors land on the field', () => {
    const data = filledForm()
    data.delete(participantField(1, 'nachname'))
    data.delete('booking.agb')
    const booking = bookingOfForm(data, offer, 'de', crypto.randomUUID())
    const parsed = offerAcceptRequestSchema.safeParse({
      message: { token: 'A'.repeat(22), booking },
    })
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(
      expect.arrayContaining([`message.${participantField(1, 'nachname')}`, 'message.booking.agb']),
    )
  })

  it('takes the last word of the entry’s name as participant 1’s surname', () => {
    expect(splitName('Anna Maria Berg')).toEqual({ vorname: 'Anna Maria', nachname: 'Berg' })
    expect(splitName('Berg')).toEqual({ vorname: '', nachname: 'Berg' })
  })
})
