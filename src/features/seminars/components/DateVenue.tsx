import type { GateConfig } from '@/features/embeds/labels'
import { LocationMap } from '@/features/locations/LocationMap'

import type { PlaceAddress } from '../jsonld'
import { venueAddressLines } from '../views'

import { SECOND_LINE_CLASS } from './DateFormatNote'

export type DateVenueLabels = {
  /** "Veranstaltungsort" */
  venue: string
  /** "Karte öffnen" */
  openMap: string
  /** " (Karte von Haus am Hafen, öffnet in neuem Tab)", read out after openMap. */
  openMapHint: string
  /** "Karte anzeigen" */
  showMap: string
  /** "Karte: Haus am Hafen", the map's accessible name. */
  mapTitle: string
}

const LINK_CLASS =
  'inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:text-brand-darker'

/**
 * Where an in-person or blended date takes place: the venue's name and full address, a link to an
 * external map and, opened on request, the embedded map behind the maps consent notice (nothing
 * is requested from the map's provider before the visitor agrees).
 */
export function DateVenue({
  place,
  gate,
  labels,
}: {
  place: PlaceAddress
  gate: GateConfig | null
  labels: DateVenueLabels
}) {
  return (
    <div data-testid="date-venue" className={SECOND_LINE_CLASS}>
      <p>
        <span className="font-semibold">{labels.venue}: </span>
        {place.name}
      </p>
      <div>
        <address className="inline not-italic">{venueAddressLines(place).join(', ')}</address>{' '}
        <a
          href={place.mapsLink}
          target="_blank"
          rel="noopener noreferrer"
          className={`${LINK_CLASS} ml-2`}
        >
          {labels.openMap}
          <span className="sr-only">{labels.openMapHint}</span>
        </a>
      </div>
      {gate && (
        <details>
          <summary className={`${LINK_CLASS} cursor-pointer`}>
            {labels.showMap}
            <span className="sr-only">: {place.name}</span>
          </summary>
          <div className="mt-2">
            <LocationMap src={place.mapsEmbedUrl} title={labels.mapTitle} gate={gate} />
          </div>
        </details>
      )}
    </div>
  )
}
