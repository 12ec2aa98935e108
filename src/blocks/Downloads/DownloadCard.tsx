import { CmsImage, mediaUrl } from '@/components/ui/CmsImage'
import type { Locale } from '@/i18n/locales'
import type { DownloadsBlock, Media } from '@/payload-types'

import { isEmbeddableUrl } from '@/fields/embedUrl'

import { fileInfo, fileTypeLabel } from './fileInfo'

type Item = NonNullable<DownloadsBlock['downloads']>[number]
export type DownloadLabels = {
  download: string
  readOnline: string
  newTab: string
  noImage: string
}

const BUTTON =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2 font-semibold transition-colors'

const asMedia = (value: Item['download_datei'] | Item['download_thumbnail']): Media | null =>
  value && typeof value === 'object' && value.url ? value : null

function DocumentIcon({ label }: { label: string | null }) {
  return (
    <div
      className="flex size-full flex-col items-center justify-center gap-2 text-brand"
      aria-hidden="true"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      >
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M9 13h6M9 17h6" strokeLinecap="round" />
      </svg>
      {label && <span className="text-sm font-semibold tracking-wide">{label}</span>}
    </div>
  )
}

/**
 * One download as a card on a white tile (its own light colours, also inside a dark section):
 * preview, title, file type and size, a download link and, when there is one, the online e-paper.
 */
export function DownloadCard({
  item,
  locale,
  headingLevel,
  labels,
}: {
  item: Item
  locale: Locale
  headingLevel: 'h2' | 'h3'
  labels: DownloadLabels
}) {
  const file = asMedia(item.download_datei)
  const href = file ? mediaUrl(file.url) : null
  const epaper =
    item.download_epaper && isEmbeddableUrl(item.download_epaper)
      ? item.download_epaper.trim()
      : null
  const preview =
    asMedia(item.download_thumbnail) ?? (file?.mimeType?.startsWith('image/') ? file : null)
  const info = file ? fileInfo(file, locale) : null
  const Heading = headingLevel
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white text-ink shadow-sm [&_:focus-visible]:outline-brand">
      <div className="aspect-[4/3] bg-section-grey">
        {preview ? (
          <CmsImage
            image={preview}
            sizes="(min-width: 1280px) 400px, (min-width: 1024px) 30vw, (min-width: 768px) 45vw, 100vw"
            className="size-full object-cover"
            noImageText={labels.noImage}
          />
        ) : (
          <DocumentIcon label={file ? fileTypeLabel(file.mimeType, file.filename) : null} />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg leading-snug font-semibold hyphens-auto wrap-break-word">
          {item.download_titel}
        </Heading>
        {info && <p className="mt-1 text-sm text-muted">{info}</p>}
        <div className="mt-auto flex flex-wrap gap-3 pt-5">
          {href && (
            <a
              href={href}
              download={file?.filename ?? ''}
              className={`${BUTTON} bg-brand text-white hover:bg-brand-dark`}
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
              </svg>
              {labels.download}
              <span className="sr-only">
                {`: ${item.download_titel}`}
                {info ? ` (${info})` : ''}
              </span>
            </a>
          )}
          {epaper && (
            <a
              href={epaper}
              target="_blank"
              rel="noopener noreferrer"
              className={`${BUTTON} border-2 border-brand text-brand hover:bg-section-blue`}
            >
              {labels.readOnline}
              <span className="sr-only">{`: ${item.download_titel} (${labels.newTab})`}</span>
            </a>
          )}
        </div>
      </div>
    </div>
  )
}
