import { ConsentGate } from '@/features/embeds/ConsentGate.lazy'
import { FRAME_SANDBOX } from '@/features/embeds/constants'
import type { GateConfig } from '@/features/embeds/labels'

import { mapsEmbedUrl } from './maps'

type Props = {
  location: Parameters<typeof mapsEmbedUrl>[0]
  /** "Karte: Haus am Hafen", the frame's accessible name. */
  title: string
  /** The maps consent notice (getGateConfig with the maps provider and kind 'maps'). */
  gate: GateConfig
}

/** A location's map behind the two-click notice: Google is contacted only after consent. */
export function LocationMap({ location, title, gate }: Props) {
  return (
    <ConsentGate kind="maps" contentTitle={title} className="min-h-80" {...gate}>
      <iframe
        src={mapsEmbedUrl(location)}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={FRAME_SANDBOX}
        className="block h-80 w-full rounded-lg border border-line bg-white"
      />
    </ConsentGate>
  )
}
