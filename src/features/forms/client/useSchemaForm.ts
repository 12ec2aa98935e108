import { useTranslations } from 'next-intl'
import { type ChangeEvent, type FocusEvent, useEffect } from 'react'
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'

import { errorText } from '../errors'
import { type SchemaSource, useLazyZodResolver } from './lazyResolver'
import { afterPointerRelease, watchPointer } from './pointer'

/**
 * A react-hook-form form on one of the forms' zod schemas (features/<kind>/schema.ts). Fields
 * validate on blur and on change, never while typing (docs/behaviour/validation.md); text inputs
 * therefore validate when they lose focus, and choices (selects, checkboxes, radios) as soon as
 * they change. Give the schema as a loader (`() => import('../schema').then(…)`) and zod loads on
 * first interaction.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: SchemaSource<Schema>,
  defaultValues: DefaultValues<z.input<Schema>>,
) {
  const resolver = useLazyZodResolver(schema)
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    shouldFocusError: false,
    criteriaMode: 'firstError',
    defaultValues,
  })
  const t = useTranslations()
  type Name = Path<z.input<Schema>>
  useEffect(watchPointer, [])

  /** register() whose blur validation waits for a pressed pointer (see pointer.ts). */
  const register = (name: Name) => {
    const registered = form.register(name)
    return {
      ...registered,
      onBlur: (event: FocusEvent) => afterPointerRelease(() => void registered.onBlur(event)),
    }
  }

  /** The translated first error of a field, if any. */
  const error = (name: Name): string | undefined => {
    const key = (get(form.formState.errors, name) as FieldError | undefined)?.message
    return key ? errorText(t, key) : undefined
  }

  /** Register props, label (forms.label.<name>) and error of a text field. */
  const field = (name: Name) => ({
    ...register(name),
    label: t(`forms.label.${String(name)}`),
    error: error(name),
  })

  /** Register props and error of a choice, validated again as soon as it changes. */
  const choiceProps = (name: Name) => {
    const registered = register(name)
    return {
      ...registered,
      error: error(name),
      onChange: async (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
        await registered.onChange(event)
        await form.trigger(name)
      },
    }
  }

  /** Like `field`, for a choice (select, checkbox, radio). */
  const choice = (name: Name) => ({ ...choiceProps(name), label: t(`forms.label.${String(name)}`) })

  /** The consent box: a choice whose label (with links) comes from ConsentCheckbox. */
  const consent = (name: Name) => choiceProps(name)

  return { form, register, field, choice, consent, error, t }
}
