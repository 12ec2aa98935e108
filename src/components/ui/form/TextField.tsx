import type { ComponentProps } from 'react'

import { FieldFrame } from './FieldFrame'
import { controlClass } from './FieldParts'

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
  return (
    <FieldFrame {...{ label, error, hint, id, required, className }}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          className={controlClass(Boolean(error), 'min-h-11')}
        />
      )}
    </FieldFrame>
  )
}
