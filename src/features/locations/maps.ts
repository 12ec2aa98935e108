import { MAPS_EMBED_BASE } from '@/features/embeds/constants'
import type { Location } from '@/payload-types'

type Address = Pick<
  Location,
  | 'standort_adresszusatz'
  | 'standort_strasse'
  | 'standort_plz'
  | 'standort_ort'
  | 'standort_googlemaps'
>

/** The address as one line: address addition, street, postcode and city (empty parts left out). */
export function addressLine(location: Address): string {
  return [
    location.standort_adresszusatz,
    location.standort_strasse,
    `${location.standort_plz ?? ''} ${location.standort_ort ?? ''}`.trim(),
  ]
    .filter((part) => part && part.trim())
    .join(', ')
}

/**
 * The maps link of a location: the editor's link when given, otherwise a search for the address
 * (address addition, street, postcode and city): docs/behaviour/screens.md#standorte.
 */
export function mapsLink(location: Address): string {
  if (location.standort_googlemaps) return location.standort_googlemaps
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(location))}`
}

/**
 * The search an editor's maps link asks for (`query` or `q`), e.g. coordinates for a venue a map
 * does not know by street.
 */
function searchOfLink(link: string | null | undefined): string | null {
  if (!link) return null
  try {
    const url = new URL(link)
    if (!/(^|\.)google\.[a-z.]+$/.test(url.hostname)) return null
    return url.searchParams.get('query') || url.searchParams.get('q') || null
  } catch {
    return null
  }
}

/**
 * The address of the map to embed for a location (loaded only after consent): the editor's maps
 * search when the link holds one, otherwise the address as the query.
 */
export function mapsEmbedUrl(location: Address): string {
  const query = searchOfLink(location.standort_googlemaps) ?? addressLine(location)
  return `${MAPS_EMBED_BASE}?q=${encodeURIComponent(query)}&output=embed`
}
