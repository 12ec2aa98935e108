import type { Location } from '@/payload-types'

type Address = Pick<Location, 'standort_adresszusatz' | 'standort_strasse' | 'standort_plz' | 'standort_ort' | 'standort_googlemaps'>

/**
 * The maps link of a location: the editor's link when given, otherwise a search for the address
 * (address addition, street, postcode and city), as SPEC §2 "Standorte" describes.
 */
export function mapsLink(location: Address): string {
  if (location.standort_googlemaps) return location.standort_googlemaps
  const address = [location.standort_adresszusatz, location.standort_strasse, `${location.standort_plz ?? ''} ${location.standort_ort ?? ''}`.trim()]
    .filter((part) => part && part.trim())
    .join(', ')
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}
