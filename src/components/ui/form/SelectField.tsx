import type { ComponentProps } from 'react'

import { FieldFrame, type FrameProps, splitFrameProps } from './FieldFrame'
import { controlClass } from './FieldParts'

export type SelectOption = { value: string; label: string }

type Props = Omit<ComponentProps<'select'>, 'id' | 'children'> &
  FrameProps & {
    options: readonly SelectOption[]
    /**
     * Text of an empty first option ('Bitte wählen'); left out when the field always has a value.
     */
    placeholder?: string
  }

/**
 * A labelled native select (keyboard and screen readers work as everywhere) with hint and error.
 */
export function SelectField({ options, placeholder, ...props }: Props) {
  const [frame, select] = splitFrameProps(props)
  // HTML allows `required` on such a select only with an empty first option; one that always
  // holds a value (the country, preset to DE) is mandatory for assistive technology instead.
  const alwaysChosen = placeholder === undefined && options[0]?.value !== ''
  return (
    <FieldFrame {...frame}>
      {({ required, ...control }) => (
        <select
          {...select}
          {...control}
          required={alwaysChosen ? undefined : required}
          aria-required={alwaysChosen && required ? true : undefined}
          className={controlClass(Boolean(frame.error), 'min-h-11')}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            // Labels may come from Intl (country names), whose data differ between Node and the
            // browser ("Hongkong" / "Sonderverwaltungsregion Hongkong"): keep the server's text
            // instead of failing hydration, which re-renders the whole form and logs an error.
            <option key={option.value} value={option.value} suppressHydrationWarning>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
