import { Checkbox } from '@/components/ui/form/Checkbox'
import { SelectField } from '@/components/ui/form/SelectField'
import { Textarea } from '@/components/ui/form/Textarea'
import { TextField } from '@/components/ui/form/TextField'
import { ConsentCheckbox } from '@/features/forms/client/ConsentCheckbox'
import { Honeypot } from '@/features/forms/client/Honeypot'
import { MEDIUMS, OTHER_MEDIUM, SALUTATIONS, TITLES } from '@/features/forms/options'
import { MESSAGE_MAX } from '@/features/forms/rules'
import type { Locale } from '@/i18n/locales'

import { CallbackTimePicker } from './CallbackTimePicker'
import type { CallbackFormState } from './useCallbackForm'

type Props = { state: CallbackFormState; locale: Locale }

/**
 * The fields of the callback form (docs/behaviour/entities.md "Callback message"), in two columns
 * from 768 px on.
 */
export function CallbackFields({ state, locale }: Props) {
  const { form, field, choice, consent: consentOf, error, t } = state
  const salutations = SALUTATIONS.map((value) => ({
    value,
    label: t(`forms.option.salutation.${value}`),
  }))
  const titles = TITLES.map((value) => ({ value, label: value || t('forms.option.noTitle') }))
  const mediums = MEDIUMS.map((value) => ({ value, label: t(`forms.option.medium.${value}`) }))
  const [termin, medium] = form.watch(['termin', 'medium'])

  const consent = consentOf('datenschutz')
  const pickTermin = (value: string) =>
    form.setValue('termin', value, { shouldValidate: true, shouldDirty: true, shouldTouch: true })

  // Alike the other forms' field lists by shape only: each lists its own fields, order and hints.
  return (
    <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
      <SelectField
        {...choice('anrede')}
        options={salutations}
        placeholder={t('forms.option.choose')}
        required
        autoComplete="honorific-prefix"
      />
      <SelectField {...choice('titel')} options={titles} />
      <TextField {...field('vorname')} required autoComplete="given-name" />
      <TextField {...field('nachname')} required autoComplete="family-name" />
      <TextField {...field('firma')} autoComplete="organization" />
      <TextField {...field('abteilung')} autoComplete="off" />
      <TextField
        {...field('telefon')}
        type="tel"
        required
        autoComplete="tel"
        hint={t('forms.hint.telefon')}
      />
      <TextField {...field('plz')} required autoComplete="postal-code" />
      <TextField
        {...field('email')}
        type="email"
        required
        autoComplete="email"
        className="md:col-span-2"
      />
      <div className="md:col-span-2">
        <CallbackTimePicker
          locale={locale}
          label={t('forms.label.termin')}
          value={termin ?? ''}
          error={error('termin')}
          registration={form.register('termin')}
          onChange={pickTermin}
        />
      </div>
      <Textarea
        {...field('mitteilung')}
        required
        maxLength={MESSAGE_MAX}
        countLabel={(count) => t('forms.characters', { count })}
        className="md:col-span-2"
      />
      <SelectField {...choice('medium')} options={mediums} placeholder={t('forms.option.choose')} />
      {medium === OTHER_MEDIUM && <TextField {...field('medium_other')} autoComplete="off" />}
      <Checkbox {...choice('emailBestaetigung')} className="md:col-span-2" />
      <ConsentCheckbox {...consent} locale={locale} className="md:col-span-2" />
      <Honeypot registration={form.register('video_url')} />
    </div>
  )
}
