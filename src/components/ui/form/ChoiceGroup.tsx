import { type Ref, useId } from 'react'

import { MULTI_VALUE_SEPARATOR } from '@/features/forms/options'

import { FieldsetFrame } from './FieldFrame'

export type ChoiceOption = { value: string; label: string }

type Props = {
  name: string
  legend: string
  options: readonly ChoiceOption[]
  /** The chosen values joined with ',': a multiple choice travels as one string. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  error?: string
  required?: boolean
  disabled?: boolean
  className?: string
  /** Gets the first checkbox, so that a form can move the focus to the group. */
  inputRef?: Ref<HTMLInputElement>
}

/** The chosen values of a joined string, without empty parts. */
export function splitChoices(value: string): string[] {
  return value
    .split(MULTI_VALUE_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean)
}

/** `value` with `option` added or taken out, in the order of `options`. */
export function toggleChoice(
  value: string,
  option: string,
  options: readonly ChoiceOption[],
): string {
  const chosen = new Set(splitChoices(value))
  if (chosen.has(option)) chosen.delete(option)
  else chosen.add(option)
  return options
    .map((entry) => entry.value)
    .filter((entry) => chosen.has(entry))
    .join(MULTI_VALUE_SEPARATOR)
}

/**
 * A multiple choice shown as toggle pills
 * (docs/behaviour/validation.md#select-fields-and-text-areas). Each pill is a real checkbox inside
 * a fieldset, so Tab reaches every pill, Space toggles it and screen readers hear the legend, the
 * state and the error.
 */
export function ChoiceGroup({
  name,
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  className,
  inputRef,
}: Props) {
  const groupId = useId()
  const chosen = new Set(splitChoices(value))
  return (
    <FieldsetFrame {...{ id: groupId, legend, error, required, disabled, className }}>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option, index) => {
          const checked = chosen.has(option.value)
          return (
            <label
              key={option.value}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 py-1.5 font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand ${
                checked
                  ? 'border-brand bg-brand text-white'
                  : `bg-white text-ink hover:border-brand ${error ? 'border-red-700' : 'border-muted'}`
              }`}
            >
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                name={name}
                value={option.value}
                checked={checked}
                onChange={() => onChange(toggleChoice(value, option.value, options))}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              {/* The tick tells the state without relying on colour alone. */}
              <span aria-hidden="true" className={checked ? '' : 'hidden'}>
                ✓
              </span>
              {option.label}
            </label>
          )
        })}
      </div>
    </FieldsetFrame>
  )
}
