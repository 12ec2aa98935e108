import { ConsentGate } from '@/features/embeds/ConsentGate.lazy'
import { FRAME_SANDBOX } from '@/features/embeds/constants'
import type { GateConfig } from '@/features/embeds/labels'

type Props = {
  /** The map's address (mapsEmbedUrl of the location). */
  src: string
  /** "Karte: Haus am Hafen", the frame's accessible name. */
  title: string
  /** The maps consent notice (getGateConfig with the maps provider and kind 'maps'). */
  gate: GateConfig
}

/** A location's map behind the two-click notice: Google is contacted only after consent. */
export function LocationMap({ src, title, gate }: Props) {
  return (
    <ConsentGate kind="maps" contentTitle={title} className="min-h-80" {...gate}>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={FRAME_SANDBOX}
        className="block h-80 w-full rounded-lg border border-line bg-white"
      />
    </ConsentGate>
  )
}
