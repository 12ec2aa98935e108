import type { ComponentProps } from 'react'

import { FieldFrame, type FrameProps, splitFrameProps } from './FieldFrame'
import { controlClass } from './FieldParts'

type Props = Omit<ComponentProps<'input'>, 'id'> & FrameProps

/**
 * A labelled text input with hint and error; takes react-hook-form's register() props (ref
 * included).
 */
export function TextField({ type = 'text', ...props }: Props) {
  const [frame, input] = splitFrameProps(props)
  // Alike Textarea's frame by shape only: an input here, a textarea there.
  return (
    <FieldFrame {...frame}>
      {(control) => (
        <input
          {...input}
          {...control}
          type={type}
          className={controlClass(Boolean(frame.error), 'min-h-11')}
        />
      )}
    </FieldFrame>
  )
}
