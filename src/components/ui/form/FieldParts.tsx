import type React from 'react'

/** Classes every text-like control shares; the border turns red while the field is invalid. */
export function controlClass(invalid: boolean, extra = ''): string {
  return `mt-1 block w-full rounded border bg-white px-3 text-ink ${invalid ? 'border-red-700' : 'border-muted'} ${extra}`.trim()
}

/** The ids a field's description points at: its hint and its error, whichever are shown. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean)
  return list.length ? list.join(' ') : undefined
}

/** A field's label with the required asterisk; screen readers hear "required" from the control. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string
  required?: boolean
  children: React.ReactNode
}) {
  return (
    <label htmlFor={htmlFor} className="block font-semibold">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-800">
          *
        </span>
      )}
    </label>
  )
}

/**
 * The error text below a field. The live region stays in the page so that a new error is
 * announced as it appears, without moving the focus.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <div aria-live="polite">
      {error && (
        <p id={id} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  )
}

/** A short help text below the label. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={id} className="mt-0.5 text-sm text-muted">
      {hint}
    </p>
  ) : null
}

/** The note that explains the asterisk ('* Pflichtfeld'). */
export function RequiredNote({ children }: { children: React.ReactNode }) {
  return <p className="text-sm text-muted">{children}</p>
}
