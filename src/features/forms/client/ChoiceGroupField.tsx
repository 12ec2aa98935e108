import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type UseFormTrigger,
} from 'react-hook-form'

import { type ChoiceOption, ChoiceGroup } from '@/components/ui/form/ChoiceGroup'

type Props<Values extends FieldValues> = {
  control: Control<Values>
  trigger: UseFormTrigger<Values>
  name: Path<Values>
  legend: string
  options: readonly ChoiceOption[]
  error?: string
  className?: string
}

/**
 * A group of checkboxes bound to one react-hook-form field that holds the chosen values joined
 * (docs/behaviour/validation.md). Validated again on every change, as the other choices are
 * (useSchemaForm).
 */
export function ChoiceGroupField<Values extends FieldValues>({
  control,
  trigger,
  name,
  legend,
  options,
  error,
  className,
}: Props<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChoiceGroup
          name={field.name}
          legend={legend}
          options={options}
          value={field.value ?? ''}
          onChange={(value) => {
            field.onChange(value)
            void trigger(name)
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={error}
          className={className}
        />
      )}
    />
  )
}
