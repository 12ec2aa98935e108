import { ConsentGate } from '@/features/embeds/ConsentGate.lazy'
import { frameSandbox } from '@/features/embeds/constants'
import type { GateConfig } from '@/features/embeds/labels'
import { isEmbeddableUrl } from '@/fields/embedUrl'

import type { FrameHeight } from './frame-fields'

const HEIGHT_CLASSES: Record<FrameHeight, string> = {
  '400': 'h-[400px]',
  '600': 'h-[600px]',
  '800': 'h-[800px]',
}

/**
 * The consent notice takes the frame's place at (at least) its height, so nothing jumps on load.
 */
const MIN_HEIGHT_CLASSES: Record<FrameHeight, string> = {
  '400': 'min-h-[400px]',
  '600': 'min-h-[600px]',
  '800': 'min-h-[800px]',
}

type Props = {
  src: string
  title: string
  height?: FrameHeight | null
  /** "Falls der Inhalt nicht angezeigt wird:" */
  fallbackIntro: string
  /** The label of the link to the same address, e.g. "Anmeldeformular in neuem Tab öffnen". */
  fallbackLink: string
  /**
   * The consent notice for an address on another host (getFrameGate); null: this site's own page,
   * loaded at once.
   */
  gate: GateConfig | null
}

/**
 * A lazily loaded, sandboxed frame with a plain link to the same address below it, so visitors
 * whose browser blocks the frame (or who prefer a full window) still reach the content. A frame
 * from another host waits behind the two-click notice; the link stays, since a link is no request.
 */
export function EmbeddedFrame({ src, title, height, fallbackIntro, fallbackLink, gate }: Props) {
  // Stored addresses are validated; this guard keeps anything but https out of the page regardless.
  if (!isEmbeddableUrl(src)) return null
  const url = src.trim()
  const frame = (
    <iframe
      src={url}
      title={title}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox={frameSandbox(url)}
      className={`block w-full rounded-lg border border-line bg-white ${HEIGHT_CLASSES[height ?? '600']}`}
    />
  )
  return (
    <div>
      {gate ? (
        <ConsentGate
          kind="frame"
          contentTitle={title}
          className={MIN_HEIGHT_CLASSES[height ?? '600']}
          {...gate}
        >
          {frame}
        </ConsentGate>
      ) : (
        frame
      )}
      <p className="mt-3 text-sm">
        {fallbackIntro}{' '}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center font-medium text-brand underline underline-offset-2 hover:text-brand-darker in-[.on-dark]:text-link-on-dark"
        >
          {fallbackLink}
        </a>
      </p>
    </div>
  )
}
