import { type ReactNode, type RefObject, useEffect, useRef } from 'react'

type Props = {
  kind: 'success' | 'problem'
  title: string
  /** h3 where the panel stands in place of a form inside a section, h2 where it is the page's. */
  heading?: 'h2' | 'h3'
  /** The caller's ref to the heading, where it moves the focus there again itself. */
  headingRef?: RefObject<HTMLHeadingElement | null>
  className?: string
  children: ReactNode
}

/**
 * The outcome of a send (saved, refused, link expired) in a green or red panel. Its heading takes
 * the focus when it appears, so keyboard and screen-reader users land on it; a problem is an alert.
 */
export function OutcomePanel({
  kind,
  title,
  heading: Heading = 'h2',
  headingRef,
  className = '',
  children,
}: Props) {
  const ownRef = useRef<HTMLHeadingElement>(null)
  const ref = headingRef ?? ownRef
  useEffect(() => ref.current?.focus({ preventScroll: true }), [ref])
  const tone = kind === 'success' ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'
  return (
    <div
      role={kind === 'success' ? 'status' : 'alert'}
      className={`${className} rounded-lg border-l-4 p-6 ${tone}`.trim()}
      data-outcome={kind}
    >
      <Heading ref={ref} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </Heading>
      {children}
    </div>
  )
}
