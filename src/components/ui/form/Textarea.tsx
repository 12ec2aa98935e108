import { type ChangeEvent, type ComponentProps, useId, useState } from 'react'

import { controlClass, describedBy, FieldError, FieldHint, FieldLabel } from './FieldParts'

/** Text areas have 5 rows; the length is announced every 100 characters. */
const DEFAULT_ROWS = 5
const ANNOUNCE_STEP = 100

type Props = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string
  error?: string
  hint?: string
  id?: string
  /** Text announced each time the length passes another 100 characters ('{count} von 2000 Zeichen'). */
  countLabel?: (count: number) => string
}

/** A labelled text area with hint and error that tells screen readers how long the text has become. */
export function Textarea({
  label,
  error,
  hint,
  id,
  required,
  className,
  rows = DEFAULT_ROWS,
  countLabel,
  onChange,
  ...textarea
}: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const [announced, setAnnounced] = useState('')
  const [step, setStep] = useState(0)

  const change = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event)
    const length = event.target.value.length
    const next = Math.floor(length / ANNOUNCE_STEP)
    if (next !== step) {
      setStep(next)
      if (countLabel && next > 0) setAnnounced(countLabel(next * ANNOUNCE_STEP))
    }
  }

  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId} hint={hint} />
      <textarea
        {...textarea}
        id={inputId}
        rows={rows}
        required={required}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={controlClass(Boolean(error), 'py-2')}
      />
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
