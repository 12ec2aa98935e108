import { describe, expect, it } from 'vitest'

import { mapsEmbedUrl } from '@/features/locations/maps'

const harbour = {
  standort_adresszusatz: 'Speicher B, Eingang Hafenseite',
  standort_strasse: 'Hafenweg 12',
  standort_plz: '48155',
  standort_ort: 'Münster',
  standort_googlemaps: null,
}

describe('maps embed address of a location', () => {
  it('asks Google Maps for the address as an embeddable map', () => {
    const url = new URL(mapsEmbedUrl(harbour))
    expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps')
    expect(url.searchParams.get('q')).toBe(
      'Speicher B, Eingang Hafenseite, Hafenweg 12, 48155 Münster',
    )
    expect(url.searchParams.get('output')).toBe('embed')
  })

  it('leaves out an empty address addition and encodes the query', () => {
    const url = mapsEmbedUrl({
      ...harbour,
      standort_adresszusatz: null,
      standort_strasse: 'Uferkamp 7 & 9',
    })
    expect(url).toBe(
      'https://www.google.com/maps?q=Uferkamp%207%20%26%209%2C%2048155%20M%C3%BCnster&output=embed',
    )
  })

  it('uses the search of the editor’s maps link, e.g. coordinates of a venue a map does not know by street', () => {
    const url = new URL(
      mapsEmbedUrl({
        ...harbour,
        standort_googlemaps: 'https://www.google.com/maps/search/?api=1&query=53.5702%2C10.0061',
      }),
    )
    expect(url.searchParams.get('q')).toBe('53.5702,10.0061')
    expect(url.searchParams.get('output')).toBe('embed')
  })

  it('ignores an editor’s link to another maps service and falls back to the address', () => {
    const url = new URL(
      mapsEmbedUrl({ ...harbour, standort_googlemaps: 'https://maps.example/?q=elsewhere' }),
    )
    expect(url.searchParams.get('q')).toContain('Hafenweg 12')
  })
})
