import { mapsLink } from '@/features/locations/maps'
import type { Location } from '@/payload-types'

import { fileUrl, type ImageJson, imageJson } from './image'

/** A location (docs/behaviour/entities.md#location), plus its id and route link. */
export type LocationJson = {
  standort_id: number
  standort_titel: string
  standort_adresszusatz: string
  standort_strasse: string
  standort_plz: string
  standort_ort: string
  standort_detail: string
  /** The address of the PDF (directions), or null. */
  standort_pdf: string | null
  /** The editor's maps link, otherwise a maps search for the address. */
  standort_googlemaps: string
  standort_bild: ImageJson | null
  standort_anfahrt: string
}

/** A location as the standorte block shows it. */
export function locationJson(location: Location): LocationJson {
  return {
    standort_id: location.id,
    standort_titel: location.standort_titel,
    standort_adresszusatz: location.standort_adresszusatz ?? '',
    standort_strasse: location.standort_strasse,
    standort_plz: location.standort_plz,
    standort_ort: location.standort_ort,
    standort_detail: location.standort_detail ?? '',
    standort_pdf: fileUrl(location.standort_pdf),
    standort_googlemaps: mapsLink(location),
    standort_bild: imageJson(location.standort_bild),
    standort_anfahrt: location.standort_anfahrt ?? '',
  }
}
