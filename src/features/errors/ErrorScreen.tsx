import type React from 'react'

type Props = {
  status: number
  title: string
  children?: React.ReactNode
  homeHref?: string
  homeLabel?: string
  statusLabel: string
}

/**
 * The error layout: a calm, centred message with the status, an optional home button and
 * optional content below (the 404 page's CMS blocks). Works in server and client components.
 */
export function ErrorScreen({ status, title, children, homeHref, homeLabel, statusLabel }: Props) {
  return (
    <div className="bg-section-grey" data-testid="error-screen" data-status={status}>
      <div className="container-site py-16 md:py-24">
        <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">
          {statusLabel}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold md:text-5xl">{title}</h1>
        <div className="mt-5 max-w-2xl text-lg text-muted">{children}</div>
        {homeHref && homeLabel && (
          <a
            href={homeHref}
            className="mt-8 inline-flex min-h-11 items-center rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark"
          >
            {homeLabel}
          </a>
        )}
      </div>
    </div>
  )
}
