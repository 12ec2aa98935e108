import { type ComponentProps, type ReactNode, useId } from 'react'

import { describedBy, FieldError } from './FieldParts'

type Props = Omit<ComponentProps<'input'>, 'id' | 'type'> & {
  label: ReactNode
  error?: string
  id?: string
}

/**
 * A checkbox with its label beside it (the label may hold links, e.g. to the privacy statement).
 */
export function Checkbox({ label, error, id, required, className, ...input }: Props) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={inputId}
          type="checkbox"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className="mt-1 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={inputId}>
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-red-800">
              *
            </span>
          )}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  )
}
