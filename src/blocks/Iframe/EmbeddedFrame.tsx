import type { FrameHeight } from './fields'
import { isEmbeddableUrl } from '@/fields/embedUrl'

const HEIGHT_CLASSES: Record<FrameHeight, string> = {
  '400': 'h-[400px]',
  '600': 'h-[600px]',
  '800': 'h-[800px]',
}

/** What the permissions of an embed are limited to: enough for forms and players, nothing more. */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation'

type Props = {
  src: string
  title: string
  height?: FrameHeight | null
  /** "Falls der Inhalt nicht angezeigt wird:" */
  fallbackIntro: string
  /** The label of the link to the same address, e.g. "Anmeldeformular in neuem Tab öffnen". */
  fallbackLink: string
}

/**
 * A lazily loaded, sandboxed frame with a plain link to the same address below it, so visitors
 * whose browser blocks the frame (or who prefer a full window) still reach the content.
 */
export function EmbeddedFrame({ src, title, height, fallbackIntro, fallbackLink }: Props) {
  // Stored addresses are validated; this guard keeps anything but https out of the page regardless.
  if (!isEmbeddableUrl(src)) return null
  const url = src.trim()
  return (
    <div>
      <iframe
        src={url}
        title={title}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox={FRAME_SANDBOX}
        className={`block w-full rounded-lg border border-line bg-white ${HEIGHT_CLASSES[height ?? '600']}`}
      />
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
