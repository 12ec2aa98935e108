import { useTranslations } from 'next-intl'
import { type FocusEvent, useEffect } from 'react'
import { type FieldError, get, type Path, useFormContext } from 'react-hook-form'

import { afterPointerRelease, watchPointer } from '@/features/forms/client/pointer'
import { errorText } from '@/features/forms/errors'

import type { BookingInput } from '../schema'

export type BookingPath = Path<BookingInput>

/**
 * Register props, translated label and translated error of a booking field. The label is the
 * field's last name segment in the `forms.label` messages ('contact.vorname' → 'Vorname').
 */
export function useBookingField() {
  const { register, formState } = useFormContext<BookingInput>()
  const t = useTranslations()
  const errors = formState.errors
  useEffect(watchPointer, [])

  const error = (name: BookingPath): string | undefined => {
    const key = (get(errors, name) as FieldError | undefined)?.message
    return key ? errorText(t, key) : undefined
  }

  const field = (name: BookingPath) => {
    const leaf = name.split('.').at(-1) ?? name
    const registered = register(name)
    // Blur validation waits for a pressed pointer, so the control being clicked does not move away
    // (pointer.ts).
    const onBlur = (event: FocusEvent) => afterPointerRelease(() => void registered.onBlur(event))
    return { ...registered, onBlur, label: t(`forms.label.${leaf}`), error: error(name) }
  }

  return { field, error, register, t }
}
