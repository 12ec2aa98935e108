'use client'

import { useRouter } from 'next/navigation'

import { RadioGroup } from '@/components/ui/form/RadioGroup'
import { TextField } from '@/components/ui/form/TextField'
import { SALUTATIONS } from '@/features/forms/options'

import { PROFILE_URL, type ProfileInput, type ProfileMessage, profileSchema } from '../schemas'
import { markServerErrors, PortalFormFrame } from './PortalFormFrame'
import { usePortalForm } from './usePortalForm'

type Props = {
  /** The stored contact details (the salutation may be empty for accounts staff created). */
  values: { anrede: string; vorname: string; nachname: string; firma: string; telefon: string }
  email: string
  labelledBy: string
  loginHref: string
}

/**
 * The customer's contact details. After saving, the values stay in the form and the server
 * components render again, so the greeting shows a changed name at once.
 */
export function ProfileForm({ values, email, labelledBy, loginHref }: Props) {
  const { form, field, choice, t, tp, state, submit, containerRef, errorOf } = usePortalForm(
    profileSchema,
    values as ProfileInput,
    PROFILE_URL,
  )
  const router = useRouter()

  const onValid = async (message: ProfileMessage) => {
    const outcome = await submit(message)
    if (outcome?.kind === 'ok') {
      form.reset(message)
      router.refresh()
    }
    if (outcome?.kind === 'invalid') markServerErrors(form, outcome.errors, containerRef.current)
  }

  const { label: salutationLegend, ...salutation } = choice('anrede')
  // defaultValue too, so the server HTML already shows the stored values (register fills them only
  // after hydration).
  const text = (name: 'vorname' | 'nachname' | 'firma' | 'telefon') => ({
    ...field(name),
    defaultValue: values[name],
    error: errorOf(name),
  })

  return (
    <PortalFormFrame
      containerRef={containerRef}
      testId="profile-form"
      labelledBy={labelledBy}
      form={form}
      onValid={onValid}
      state={state}
      submitLabel={tp('contactSubmit')}
      saved={tp('contactSaved')}
      loginHref={loginHref}
    >
      <RadioGroup
        {...salutation}
        error={errorOf('anrede')}
        legend={salutationLegend}
        required
        options={SALUTATIONS.map((value) => ({
          value,
          label: t(`forms.option.salutation.${value}`),
        }))}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('vorname')} required autoComplete="given-name" />
        <TextField {...text('nachname')} required autoComplete="family-name" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...text('firma')} autoComplete="organization" />
        <TextField {...text('telefon')} type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <TextField label={tp('email')} value={email} type="email" readOnly hint={tp('emailNote')} />
    </PortalFormFrame>
  )
}
