import { type ReactNode, useEffect, useRef } from 'react'

type Props = { kind: 'success' | 'problem'; title: string; children: ReactNode }

/** A form's outcome with its heading focused, so keyboard and screen-reader users land on it. */
// Alike the forms' FormStatus and the newsletter confirmation by shape only: a focused outcome
// panel with its own texts and tones.
export function ResultPanel({ kind, title, children }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [])
  const tone = kind === 'success' ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'
  return (
    <div
      role={kind === 'success' ? 'status' : 'alert'}
      className={`rounded-lg border-l-4 p-6 ${tone}`}
      data-auth-result={kind}
    >
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h2>
      {children}
    </div>
  )
}

/** A message about the last send (throttled, unreachable), announced at once. */
export function SendProblem({ id, text }: { id: string; text: string | null }) {
  return (
    <div aria-live="assertive">
      {text && (
        <p
          id={id}
          role="alert"
          className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
        >
          {text}
        </p>
      )}
    </div>
  )
}
