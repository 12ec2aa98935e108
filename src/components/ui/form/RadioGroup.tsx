import { type ComponentProps, useId } from 'react'

import { FieldsetFrame } from './FieldFrame'
import { describedBy } from './FieldParts'

export type RadioOption = { value: string; label: string; hint?: string }

type Props = Omit<ComponentProps<'input'>, 'id' | 'type' | 'value'> & {
  legend: string
  options: readonly RadioOption[]
  error?: string
}

/**
 * Radio buttons in a fieldset: arrow keys move between them as browsers do natively. The input
 * props (react-hook-form's register()) go to every radio of the group.
 */
export function RadioGroup({ legend, options, error, required, className, ...input }: Props) {
  const groupId = useId()
  return (
    <FieldsetFrame {...{ id: groupId, legend, error, required, className }}>
      <div className="mt-2 space-y-2">
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`
          return (
            <div key={option.value} className="flex items-start gap-3">
              {/* eslint-disable-next-line jsx-a11y/role-supports-aria-props -- focusFirstError seeks it */}
              <input
                {...input}
                id={optionId}
                type="radio"
                value={option.value}
                required={required}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(option.hint && `${optionId}-hint`)}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <label htmlFor={optionId}>
                {option.label}
                {option.hint && (
                  <span id={`${optionId}-hint`} className="block text-sm text-muted">
                    {option.hint}
                  </span>
                )}
              </label>
            </div>
          )
        })}
      </div>
    </FieldsetFrame>
  )
}
