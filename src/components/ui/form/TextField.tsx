import { type ComponentProps, useId } from 'react'

import { controlClass, describedBy, FieldError, FieldHint, FieldLabel } from './FieldParts'

type Props = Omit<ComponentProps<'input'>, 'id'> & {
  label: string
  error?: string
  hint?: string
  id?: string
}

/** A labelled text input with hint and error; takes react-hook-form's register() props (ref included). */
export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  type = 'text',
  ...input
}: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <FieldHint id={hintId} hint={hint} />
      <input
        {...input}
        id={inputId}
        type={type}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        className={controlClass(Boolean(error), 'min-h-11')}
      />
      <FieldError id={errorId} error={error} />
    </div>
  )
}
