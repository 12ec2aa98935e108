import { type ChangeEvent, type ComponentProps, useState } from 'react'

import { FieldFrame } from './FieldFrame'
import { controlClass } from './FieldParts'

/** SPEC §9: text areas have 5 rows; SPEC §5: the length is announced every 100 characters. */
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
    <FieldFrame {...{ label, error, hint, id, required, className }}>
      {(control) => (
        <>
          <textarea
            {...textarea}
            {...control}
            rows={rows}
            onChange={change}
            className={controlClass(Boolean(error), 'py-2')}
          />
          <p aria-live="polite" className="sr-only">
            {announced}
          </p>
        </>
      )}
    </FieldFrame>
  )
}
