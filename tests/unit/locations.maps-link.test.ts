import { describe, expect, it } from 'vitest'

import { mapsLink } from '@/features/locations/maps'

describe('maps link of a location', () => {
  it('uses the link the editor gave', () => {
    expect(
      mapsLink({
        standort_googlemaps: 'https://maps.example/x',
        standort_strasse: 'A',
        standort_plz: '1',
        standort_ort: 'B',
      }),
    ).toBe('https://maps.example/x')
  })

  it('otherwise searches for address addition, street, postcode and city', () => {
    const url = new URL(
      mapsLink({
        standort_adresszusatz: 'Tagungszentrum Hafen',
        standort_strasse: 'Hafenweg 12',
        standort_plz: '48155',
        standort_ort: 'Münster',
        standort_googlemaps: null,
      }),
    )
    expect(url.searchParams.get('query')).toBe('Tagungszentrum Hafen, Hafenweg 12, 48155 Münster')
  })

  it('leaves out an empty address addition', () => {
    const url = new URL(
      mapsLink({
        standort_adresszusatz: null,
        standort_strasse: 'Ring 1',
        standort_plz: '80331',
        standort_ort: 'München',
      }),
    )
    expect(url.searchParams.get('query')).toBe('Ring 1, 80331 München')
  })
})
