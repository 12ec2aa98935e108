import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { type DefaultValues, useForm } from 'react-hook-form'
import type { z } from 'zod'

import { RequiredNote } from '@/components/ui/form/FieldParts'
import { SelectField } from '@/components/ui/form/SelectField'
import { TextField } from '@/components/ui/form/TextField'
import type { Participant } from '@/features/cart/types'
import { SALUTATIONS, TITLES } from '@/features/forms/options'

import { type CustomerField, customerSchema, customerValues } from '../selection'

type CustomerInput = z.input<typeof customerSchema>

type Props = {
  /** The stored customer data (buchungAssistent.kundendaten) the form starts from. */
  initial: Partial<Participant> | null
  onChange: (data: Partial<Participant>) => void
}

/** Values the form can hold: unknown salutations and titles become empty. */
function formValues(data: Partial<Participant> | null): DefaultValues<CustomerInput> {
  const values = customerValues(data)
  return {
    ...values,
    anrede: SALUTATIONS.find((s) => s === values.anrede),
    titel: TITLES.find((t) => t === values.titel) ?? '',
  }
}

/**
 * The participant's details, checked with the participant rules on blur and, once wrong, on every
 * change (docs/behaviour/validation.md). Each change goes to the stored assistant at once.
 */
export function CustomerFields({ initial, onChange }: Props) {
  const t = useTranslations('forms')
  const { register, subscribe, formState } = useForm<CustomerInput>({
    resolver: zodResolver(customerSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: formValues(initial),
  })

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange(customerValues(values as Partial<Participant>)),
      }),
    [subscribe, onChange],
  )

  // Schema messages are keys such as 'forms.error.vorname-required'.
  const error = (field: CustomerField) => {
    const key = formState.errors[field]?.message?.replace(/^forms\./, '')
    return key ? (t.has(key) ? t(key) : t('error.default')) : undefined
  }
  const field = (name: CustomerField) => ({
    ...register(name),
    label: t(`label.${name}`),
    error: error(name),
  })
  const salutations = SALUTATIONS.map((value) => ({
    value,
    label: t(`option.salutation.${value}`),
  }))
  const titles = TITLES.map((value) => ({ value, label: value || t('option.noTitle') }))

  // The fields are alike the contact and callback forms' by shape only: each TextField names its
  // own field.
  // Alike the other forms' field lists by shape only: each lists its own fields, order and hints.
  return (
    <div>
      <RequiredNote>{t('requiredNote')}</RequiredNote>
      <div className="mt-4 grid gap-x-6 gap-y-4 md:grid-cols-2">
        {/* Alike NewsletterForm's salutation field by shape only: a per-form field list. */}
        <SelectField
          {...field('anrede')}
          options={salutations}
          placeholder={t('option.choose')}
          required
          autoComplete="honorific-prefix"
        />
        <SelectField {...field('titel')} options={titles} />
        <TextField {...field('vorname')} required autoComplete="given-name" />
        <TextField {...field('nachname')} required autoComplete="family-name" />
        <TextField {...field('email')} type="email" required autoComplete="email" />
        <TextField {...field('telefon')} type="tel" autoComplete="tel" hint={t('hint.telefon')} />
        <TextField {...field('firma')} autoComplete="organization" className="md:col-span-2" />
      </div>
    </div>
  )
}
