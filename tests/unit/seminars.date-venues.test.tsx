// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { GateConfig } from '@/features/embeds/labels'
import { SeminarDatesSection } from '@/features/seminars/components/SeminarDatesSection'
import type { PlaceAddress } from '@/features/seminars/jsonld'
import { venueAddressLines, venueOfDate } from '@/features/seminars/views'

import { seminarDateView } from './fixtures/seminar-date-view'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))
vi.mock('@/features/waiting-list/components/WaitingListButton', () => ({
  WaitingListButton: () => null,
  DateAlertButton: () => null,
}))
vi.mock('@/features/embeds/ConsentGate.lazy', () => import('@/features/embeds/ConsentGate.client'))

const HARBOUR: PlaceAddress = {
  id: 4,
  name: 'Haus am Hafen',
  addition: 'Speicher B',
  street: 'Hafenweg 12',
  postcode: '48155',
  city: 'Münster',
  mapsLink: 'https://www.google.com/maps/search/?api=1&query=51.951%2C7.642',
  mapsEmbedUrl: 'https://www.google.com/maps?q=51.951%2C7.642&output=embed',
}

const GATE: GateConfig = {
  provider: 'Google Maps',
  privacyUrl: '/datenschutzerklaerung/',
  labels: {
    title: 'Externer Inhalt von Google Maps',
    text: 'Beim Laden wird Google Maps kontaktiert.',
    privacy: 'Datenschutzerklärung',
    newTab: 'öffnet in neuem Tab',
    load: 'Inhalt laden',
    always: 'Immer laden',
    alwaysHint: null,
  },
}

const places = new Map([[HARBOUR.id, HARBOUR]])
const inPerson = seminarDateView({ id: 1 })
const blended = seminarDateView({ id: 2, format: 'blended' })
const online = seminarDateView({ id: 3, format: 'online', place: 'Online', locationId: null })

describe('the venue of a date', () => {
  it('is the place of a date in person or blended, none for an online or unknown place', () => {
    expect(venueOfDate(inPerson, places)).toBe(HARBOUR)
    expect(venueOfDate(blended, places)).toBe(HARBOUR)
    expect(venueOfDate(online, places)).toBeNull()
    // An online date that still points at a place names none.
    expect(venueOfDate({ format: 'online', locationId: 4 }, places)).toBeNull()
    expect(venueOfDate({ format: 'in_person', locationId: 99 }, places)).toBeNull()
  })

  it('writes the address as addition, street, postcode and city, leaving out what is empty', () => {
    expect(venueAddressLines(HARBOUR)).toEqual(['Speicher B', 'Hafenweg 12', '48155 Münster'])
    expect(venueAddressLines({ ...HARBOUR, addition: null })).toEqual([
      'Hafenweg 12',
      '48155 Münster',
    ])
  })
})

describe('venues in the seminar’s dates', () => {
  it('shows the address and a map link for dates on site, the map behind the consent notice', async () => {
    render(
      await SeminarDatesSection({
        dates: [inPerson, online, blended],
        seminarId: 7,
        duration: 2,
        locale: 'de',
        places: [HARBOUR],
        mapGate: GATE,
      }),
    )
    const [first, second, third] = screen.getAllByTestId('seminar-date')
    for (const row of [first, third]) {
      const venue = within(row).getByTestId('date-venue')
      expect(venue.textContent).toContain('Veranstaltungsort: Haus am Hafen')
      expect(venue.querySelector('address')?.textContent).toBe(
        'Speicher B, Hafenweg 12, 48155 Münster',
      )
      const link = within(venue).getByRole('link', {
        name: 'Karte öffnen (Karte von Haus am Hafen, öffnet in neuem Tab)',
      })
      expect(link.getAttribute('href')).toBe(HARBOUR.mapsLink)
      expect(link.getAttribute('rel')).toContain('noopener')
      expect(within(venue).getByRole('button', { name: 'Inhalt laden' })).toBeTruthy()
      expect(venue.querySelector('iframe')).toBeNull()
    }
    expect(within(second).queryByTestId('date-venue')).toBeNull()
  })

  it('speaks English, and without the notice or the place shows no map or no venue', async () => {
    render(
      await SeminarDatesSection({
        dates: [inPerson, seminarDateView({ id: 5, locationId: 99 })],
        seminarId: 7,
        duration: 2,
        locale: 'en',
        places: [HARBOUR],
      }),
    )
    const [known, unknown] = screen.getAllByTestId('seminar-date')
    const venue = within(known).getByTestId('date-venue')
    expect(venue.textContent).toContain('Venue: Haus am Hafen')
    expect(within(venue).getByRole('link', { name: /^Open map/ })).toBeTruthy()
    expect(within(venue).queryByText(/Show map/)).toBeNull()
    expect(within(unknown).queryByTestId('date-venue')).toBeNull()
  })
})
