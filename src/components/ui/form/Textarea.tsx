import { type ChangeEvent, type ComponentProps, useState } from 'react'

import { FieldFrame, type FrameProps, splitFrameProps } from './FieldFrame'
import { controlClass } from './FieldParts'

/** Text areas have 5 rows; the length is announced every 100 characters. */
const DEFAULT_ROWS = 5
const ANNOUNCE_STEP = 100

type Props = Omit<ComponentProps<'textarea'>, 'id'> &
  FrameProps & {
    /**
     * Text announced each time the length passes another 100 characters ('{count} von 2000
     * Zeichen').
     */
    countLabel?: (count: number) => string
  }

/**
 * A labelled text area with hint and error that tells screen readers how long the text has become.
 */
export function Textarea({ rows = DEFAULT_ROWS, countLabel, onChange, ...props }: Props) {
  const [frame, textarea] = splitFrameProps(props)
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

  // Alike TextField's body by shape only: each field hands the frame its own control.
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <>
          <textarea
            {...textarea}
            {...control}
            rows={rows}
            onChange={change}
            className={controlClass(Boolean(frame.error), 'py-2')}
          />
          <p aria-live="polite" className="sr-only">
            {announced}
          </p>
        </>
      )}
    </FieldFrame>
  )
}
