import { describe, expect, it } from 'vitest'

import { bookingRequestSchema, bookingSchema } from '@/features/booking/schema'

/** The object without one of its keys (as a browser would leave a field out). */
const without = (value: object, key: string) =>
  Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))

/**
 * A booking a visitor could really send: one date, one participant, everything required filled in.
 */
function booking(overrides: Record<string, unknown> = {}) {
  return {
    language: 'de',
    idempotencyKey: '3b241101-e2bb-4255-8caf-4136c566a962',
    // Alike booking.form.test.tsx by shape only: each test builds its own booking.
    kind: 'buchung',
    items: [
      {
        type: 'seminar',
        dateId: 11,
        participants: [
          {
            anrede: 'Frau',
            titel: '',
            vorname: 'Zoë',
            nachname: 'Brandt',
            email: 'zoe.brandt@beispiel.de',
          },
        ],
      },
    ],
    contact: {
      anrede: 'Herr',
      vorname: 'Jonas',
      nachname: 'Keller',
      email: 'j.keller@beispiel.de',
      telefon: '+49 251 123456',
    },
    billing: { strasse: 'Prinzipalmarkt 1', plz: '48143', ort: 'Münster', land: 'DE' },
    comment: '',
    datenschutz: true,
    agb: true,
    video_url: '',
    ...overrides,
  }
}

const withContact = (contact: Record<string, unknown>) =>
  booking({ contact: { ...booking().contact, ...contact } })
const withBilling = (billing: Record<string, unknown>) =>
  booking({ billing: { ...booking().billing, ...billing } })
const withParticipant = (participant: Record<string, unknown>) =>
  booking({
    items: [
      {
        type: 'seminar',
        dateId: 11,
        participants: [{ ...booking().items[0].participants[0], ...participant }],
      },
    ],
  })

/** The translation key shown per field: the first failing rule, as the form shows it. */
function problems(input: unknown): Record<string, string> {
  const result = bookingSchema.safeParse(input)
  if (result.success) return {}
  const first: Record<string, string> = {}
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message
  return first
}

describe('booking schema (docs/behaviour/validation.md#booking-form, shared by the form and the endpoint)', () => {
  it('accepts a complete booking and fills in the optional fields', () => {
    const result = bookingSchema.safeParse(booking())
    expect(result.success).toBe(true)
    expect(result.data?.billing.ustidnr).toBe('')
    expect(result.data?.items[0].participants[0].telefon).toBe('')
    expect(bookingRequestSchema.safeParse({ message: booking() }).success).toBe(true)
  })

  it.each([
    'Zoë',
    'José María',
    "O'Neill",
    'D’Artagnan',
    'Anne-Kathrin',
    'Dr. h.c. Weiß, jun.',
    'Łukasz',
    'Ångström',
  ])('accepts the name %s', (name) => {
    expect(problems(withContact({ vorname: name, nachname: name }))).toEqual({})
    expect(problems(withParticipant({ vorname: name }))).toEqual({})
  })

  it.each(['Anna2', '007', 'Max_Mustermann', 'Eva@home', '<b>Eva</b>'])(
    // Alike the table below by shape only: each table tests its own field.
    'rejects the name %s',
    (name) => {
      expect(problems(withContact({ vorname: name }))).toEqual({
        'contact.vorname': 'forms.error.vorname-validate',
      })
      expect(problems(withParticipant({ nachname: name }))).toEqual({
        'items.0.participants.0.nachname': 'forms.error.nachname-validate',
      })
    },
  )

  it('asks for names, e-mail and salutation with the required keys, also for blanks only', () => {
    expect(problems(withContact({ vorname: '   ', nachname: '', email: '', anrede: '' }))).toEqual({
      'contact.vorname': 'forms.error.vorname-required',
      'contact.nachname': 'forms.error.nachname-required',
      'contact.email': 'forms.error.email-required',
      'contact.anrede': 'forms.error.anrede-required',
    })
  })

  it.each(['+49 251 123456', '0251-123456', '0251.12.34.56', '+49 (0)251 1234', '0049251123456'])(
    'accepts the phone number %s',
    (phone) => {
      expect(problems(withContact({ telefon: phone, mobiltelefon: phone, fax: phone }))).toEqual({})
    },
  )

  it.each(['0251 / 1234', '12--34', '+', 'call me', '0251 1234 ext. 5', '++49 251'])(
    'rejects the phone number %s',
    (phone) => {
      expect(problems(withContact({ telefon: phone }))).toEqual({
        'contact.telefon': 'forms.error.telefon-validate',
      })
      expect(problems(withParticipant({ telefon: phone }))).toEqual({
        'items.0.participants.0.telefon': 'forms.error.telefon-validate',
      })
    },
  )

  it('needs the contact person’s phone number but not a participant’s', () => {
    expect(problems(withContact({ telefon: '' }))).toEqual({
      'contact.telefon': 'forms.error.telefon-required',
    })
    expect(problems(withParticipant({ telefon: '' }))).toEqual({})
  })

  it.each(['48143', 'SW1A 1AA', 'A-1010', '1010', 'CH-8001'])('accepts the postcode %s', (plz) => {
    expect(problems(withBilling({ plz }))).toEqual({})
  })

  it.each([
    ['48143!', 'forms.error.plz-validate'],
    ['48143;DROP', 'forms.error.plz-validate'],
    ['1234567890123', 'forms.error.plz-validate'],
    ['', 'forms.error.plz-required'],
  ])('rejects the postcode %j', (plz, key) => {
    expect(problems(withBilling({ plz }))).toEqual({ 'billing.plz': key })
  })

  it.each(['name@firma.de', 'vor.nach+seminar@sub.firma.co.uk', 'info@münster.de'])(
    'accepts the e-mail address %s',
    (email) => {
      expect(problems(withContact({ email }))).toEqual({})
    },
  )

  // The last ones: a mail could not be sent to them (non-ASCII local part, dots at the edges).
  it.each([
    'name@firma',
    'name@@firma.de',
    'a b@firma.de',
    'name@firma.d',
    '@firma.de',
    'name@.de',
    'ä.ö@münster.de',
    'name.@firma.de',
    '.name@firma.de',
  ])('rejects the e-mail address %s', (email) => {
    expect(problems(withContact({ email }))).toEqual({
      'contact.email': 'forms.error.email-validate',
    })
  })

  it('knows the country list and defaults to Germany', () => {
    expect(problems(withBilling({ land: 'XX' }))).toEqual({
      'billing.land': 'forms.error.land-validate',
    })
    const billing = without(booking().billing, 'land')
    expect(bookingSchema.parse(booking({ billing })).billing.land).toBe('DE')
  })

  it('rejects fields it does not know, at every level (prices and seats are the server’s business)', () => {
    expect(bookingSchema.safeParse(booking({ total: 0 })).success).toBe(false)
    expect(bookingSchema.safeParse(withContact({ role: 'admin' })).success).toBe(false)
    expect(bookingSchema.safeParse(withParticipant({ role: 'admin' })).success).toBe(false)
    expect(
      bookingSchema.safeParse(booking({ items: [{ ...booking().items[0], price: 1 }] })).success,
    ).toBe(false)
    expect(bookingRequestSchema.safeParse({ message: booking(), extra: true }).success).toBe(false)
  })

  it('takes a participant’s optional address (docs/behaviour/entities.md#participant), country DE by default, with the same patterns', () => {
    const parsed = bookingSchema.parse(
      withParticipant({ strasse: 'Weg 1', plz: '48143', ort: 'Münster' }),
    )
    expect(parsed.items[0].participants[0]).toMatchObject({
      strasse: 'Weg 1',
      plz: '48143',
      ort: 'Münster',
      land: 'DE',
    })
    expect(problems(withParticipant({ ort: 'Münster 7' }))).toEqual({
      'items.0.participants.0.ort': 'forms.error.ort-validate',
    })
    expect(problems(withParticipant({ land: 'XX' }))).toEqual({
      'items.0.participants.0.land': 'forms.error.land-validate',
    })
  })

  it('turns a filled-in trap field into an error and accepts it empty or missing', () => {
    expect(problems(booking({ video_url: 'https://spam.example/' }))).toEqual({
      video_url: 'forms.error.spam',
    })
    expect(bookingSchema.safeParse(without(booking(), 'video_url')).success).toBe(true)
  })

  it('needs both consents, a known kind, an idempotency key and at least one date with one participant', () => {
    expect(problems(booking({ datenschutz: false, agb: false }))).toEqual({
      datenschutz: 'forms.error.datenschutz-required',
      agb: 'forms.error.agb-required',
    })
    expect(problems(booking({ kind: 'option' }))).toEqual({ kind: 'forms.error.art-required' })
    expect(problems(booking({ kind: 'reservierung' }))).toEqual({})
    expect(bookingSchema.safeParse(booking({ idempotencyKey: 'twice' })).success).toBe(false)
    expect(problems(booking({ items: [] }))).toEqual({ items: 'forms.error.warenkorb-required' })
    expect(
      problems(booking({ items: [{ type: 'seminar', dateId: 11, participants: [] }] })),
    ).toEqual({ 'items.0.participants': 'forms.error.teilnehmer-required' })
    expect(
      bookingSchema.safeParse(booking({ items: [{ ...booking().items[0], dateId: -1 }] })).success,
    ).toBe(false)
  })
})
