import { type ReactNode, useId } from 'react'

import { describedBy, FieldError, FieldHint, FieldLabel } from './FieldParts'

/** What the frame hands its control: the ids and states that tie it to label, hint and error. */
export type FramedControlProps = {
  id: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** What a labelled control takes for its frame rather than for itself. */
export type FrameProps = {
  label: string
  error?: string
  hint?: string
  /** The control's id; a generated one when left out. */
  id?: string
  required?: boolean
  className?: string
}

type FieldFrameProps = FrameProps & {
  /** Renders the control (and anything that belongs between it and the error) with its props. */
  children: (control: FramedControlProps) => ReactNode
}

/**
 * A field's props parted into the frame's and the control's own (`required` goes to both via the
 * frame).
 */
export function splitFrameProps<P extends FrameProps>(props: P) {
  const { label, error, hint, id, required, className, ...control } = props
  return [{ label, error, hint, id, required, className }, control] as const
}

/**
 * The markup every labelled single control shares (text input, text area, select): label with
 * the required asterisk, hint, the control, and the error below it.
 */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  required,
  className,
  children,
}: FieldFrameProps) {
  const generated = useId()
  const controlId = id ?? generated
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  return (
    <div className={className}>
      <FieldLabel htmlFor={controlId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId} hint={hint} />
      {children({
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint && hintId, error && errorId),
      })}
      <FieldError id={errorId} error={error} />
    </div>
  )
}

type FieldsetFrameProps = {
  /** The group's id; its error's id derives from it. */
  id: string
  legend: string
  error?: string
  required?: boolean
  disabled?: boolean
  className?: string
  children: ReactNode
}

/** The markup a group of options shares (radio buttons, choice pills): legend, options, error. */
export function FieldsetFrame({
  id,
  legend,
  error,
  required,
  disabled,
  className,
  children,
}: FieldsetFrameProps) {
  const errorId = `${id}-error`
  return (
    <fieldset
      className={className}
      aria-describedby={describedBy(error && errorId)}
      disabled={disabled}
    >
      <legend className="font-semibold">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-800">
            *
          </span>
        )}
      </legend>
      {children}
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}
