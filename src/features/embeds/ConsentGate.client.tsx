'use client'

import type React from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { NewTabLink } from '@/components/ui/NewTabLink'
import { useHydrated } from '@/components/ui/useHydrated'
import { useConsent } from '@/features/consent/useConsent'

import { REMEMBERED_FLAG, embedAllowed, type EmbedKind } from './rules'
import { rememberEmbed } from './store'

export type GateLabels = {
  /** "Externer Inhalt von Google Maps" */
  title: string
  /**
   * What loading means: a connection to the provider, which receives data such as the IP address.
   */
  text: string
  privacy: string
  newTab: string
  /** "Inhalt laden" */
  load: string
  /** "Immer laden" */
  always: string
  /** What "Always load" covers; null for kinds without a stored flag (no checkbox then). */
  alwaysHint: string | null
}

type Props = {
  kind: EmbedKind
  /** The provider's name or host, kept on the element for styling and tests. */
  provider: string
  /**
   * What the embed shows ("Karte: Haus am Hafen"), so that several notices on a page are told
   * apart.
   */
  contentTitle: string
  privacyUrl: string
  labels: GateLabels
  /** Sizes the notice like the content it stands for, so nothing jumps when it loads. */
  className?: string
  /**
   * Shown inside the notice below the button, e.g. a link that reaches the same content elsewhere.
   */
  alternative?: React.ReactNode
  /** The embed itself: rendered (and so requested) only once consent is given. */
  children: React.ReactNode
}

/**
 * Two-click consent in place: a notice that names the provider until the visitor agrees, then the
 * embed. Stored consent (a remembered flag, or the "other" category) loads it at once after mount;
 * the server render and the first browser render always show the notice.
 */
export function ConsentGate({
  kind,
  provider,
  contentTitle,
  privacyUrl,
  labels,
  className = '',
  alternative,
  children,
}: Props) {
  const consent = useConsent()
  const mounted = useHydrated()
  const [clicked, setClicked] = useState(false)
  const [remember, setRemember] = useState(false)
  const contentRef = useRef<HTMLDivElement>(null)
  const id = useId()
  const allowed = clicked || (mounted && embedAllowed(kind, consent))
  const canRemember = labels.alwaysHint !== null && REMEMBERED_FLAG[kind] !== undefined

  // The button disappears when clicked; focus moves on to the content that replaces it.
  useEffect(() => {
    if (!clicked) return
    const target = contentRef.current?.querySelector<HTMLElement>('iframe') ?? contentRef.current
    target?.focus()
  }, [clicked])

  if (allowed) {
    return (
      <div ref={contentRef} tabIndex={-1} data-embed-loaded={kind} data-provider={provider}>
        {children}
      </div>
    )
  }

  const load = () => {
    if (remember && canRemember) rememberEmbed(kind)
    setClicked(true)
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      data-embed-gate={kind}
      data-provider={provider}
      className={`flex flex-col items-center justify-center gap-3 rounded-lg border border-line bg-section-grey p-5 text-center text-ink md:p-8 ${className}`}
    >
      <p id={`${id}-title`} className="text-lg font-semibold">
        <span className="sr-only">{contentTitle}: </span>
        {labels.title}
      </p>
      <p className="max-w-prose text-sm md:text-base">{labels.text}</p>
      <p className="text-sm md:text-base">
        <NewTabLink
          href={privacyUrl}
          className="font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
          newTabLabel={labels.newTab}
        >
          {labels.privacy}
        </NewTabLink>
      </p>
      {canRemember && (
        <div className="flex flex-col items-center">
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 font-semibold">
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              aria-describedby={`${id}-always`}
              className="size-5 accent-brand"
            />
            {labels.always}
          </label>
          <p id={`${id}-always`} className="max-w-prose text-sm text-muted">
            {labels.alwaysHint}
          </p>
        </div>
      )}
      <button type="button" className="btn-primary" onClick={load}>
        {labels.load}
      </button>
      {alternative}
    </div>
  )
}
