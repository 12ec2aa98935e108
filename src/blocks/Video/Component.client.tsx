'use client'

import type React from 'react'
import { useEffect, useRef, useState } from 'react'

import { Modal } from '@/components/ui/Modal.lazy'
import { NewTabLink } from '@/components/ui/NewTabLink'
import { acceptYoutube, useConsent } from '@/features/consent/useConsent'

import { youtubeEmbedUrl } from './youtube'

export type VideoLabels = {
  close: string
  consentTitle: string
  consentText: string
  consentRemember: string
  privacy: string
  newTab: string
  load: string
}

type Props = {
  youtubeId: string
  title: string
  playLabel: string
  /** The server-rendered thumbnail or neutral poster. */
  poster: React.ReactNode
  privacyUrl: string
  labels: VideoLabels
}

/**
 * The video thumbnail as a button that opens a dialog. Nothing is loaded from YouTube until the
 * visitor agrees (two-click solution); with consent the dialog shows the youtube-nocookie player.
 */
export function VideoPlayer({ youtubeId, title, playLabel, poster, privacyUrl, labels }: Props) {
  const [open, setOpen] = useState(false)
  const [acceptedHere, setAcceptedHere] = useState(false)
  const { youtubeCookiesAccepted } = useConsent()
  const iframeRef = useRef<HTMLIFrameElement>(null)
  const src = youtubeEmbedUrl(youtubeId)
  const showPlayer = youtubeCookiesAccepted && src !== null

  // The consent button disappears when clicked; focus moves on to the player that replaces it.
  useEffect(() => {
    if (acceptedHere && showPlayer) iframeRef.current?.focus()
  }, [acceptedHere, showPlayer])

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={playLabel}
        className="group relative block w-full overflow-hidden rounded-lg bg-section-dark"
      >
        {poster}
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-brand text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-105 group-hover:bg-brand-dark md:size-20">
            <svg viewBox="0 0 24 24" className="ml-1 size-8 md:size-9" fill="currentColor">
              <path d="M8 5.5v13l10.5-6.5L8 5.5z" />
            </svg>
          </span>
        </span>
      </button>
      <Modal
        isOpen={open}
        onOpenChange={(next) => {
          setOpen(next)
          if (!next) setAcceptedHere(false)
        }}
        title={title}
        closeLabel={labels.close}
        size="lg"
      >
        <div className="aspect-video w-full overflow-hidden rounded bg-section-dark text-on-dark">
          {showPlayer ? (
            <iframe
              ref={iframeRef}
              src={src}
              title={title}
              className="size-full border-0"
              allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <div className="on-dark flex size-full flex-col items-center justify-center gap-3 overflow-y-auto p-5 text-center md:gap-4 md:p-10">
              <p className="text-lg font-semibold">{labels.consentTitle}</p>
              <p className="max-w-prose text-sm md:text-base">{labels.consentText}</p>
              <p className="max-w-prose text-sm md:text-base">
                {labels.consentRemember}{' '}
                {/* Alike ConsentGate's privacy link by markup only: the video block shows it on
                   its dark poster, with its own colours. */}
                <NewTabLink
                  href={privacyUrl}
                  className="font-semibold text-link-on-dark underline underline-offset-2"
                  newTabLabel={labels.newTab}
                >
                  {labels.privacy}
                </NewTabLink>
              </p>
              <button
                type="button"
                onClick={() => {
                  acceptYoutube()
                  setAcceptedHere(true)
                }}
                className="mt-1 inline-flex min-h-11 items-center rounded bg-white px-6 font-semibold text-brand-darker hover:bg-section-blue"
              >
                {labels.load}
              </button>
            </div>
          )}
        </div>
      </Modal>
    </>
  )
}
