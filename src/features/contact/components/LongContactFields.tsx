import { useTranslations } from 'next-intl'
import { useWatch } from 'react-hook-form'

import { Checkbox } from '@/components/ui/form/Checkbox'
import { SelectField } from '@/components/ui/form/SelectField'
import { Textarea } from '@/components/ui/form/Textarea'
import { TextField } from '@/components/ui/form/TextField'
import { ChoiceGroupField } from '@/features/forms/client/ChoiceGroupField'
import { useCountryOptions } from '@/features/forms/client/useCountryOptions'
import { INFO_TOPICS, MEDIUMS, OTHER_MEDIUM, SALUTATIONS, TITLES } from '@/features/forms/options'

import type { ContactFormApi } from './useContactForm'

/**
 * The long contact form's fields (docs/behaviour/validation.md "Long contact form"), two columns on
 * wide screens: person, address, ways to reach the visitor, the request and how they heard of us.
 */
export function LongContactFields({ api }: { api: ContactFormApi }) {
  const { form, field, choice, error } = api
  const t = useTranslations('forms')
  const countries = useCountryOptions()
  const salutations = SALUTATIONS.map((value) => ({
    value,
    label: t(`option.salutation.${value}`),
  }))
  const titles = TITLES.map((value) => ({
    value,
    label: value === '' ? t('option.noTitle') : value,
  }))
  const topics = INFO_TOPICS.map((value) => ({ value, label: t(`option.info.${value}`) }))
  const mediums = MEDIUMS.map((value) => ({ value, label: t(`option.medium.${value}`) }))
  const medium = useWatch({ control: form.control, name: 'medium' })

  // Alike the other forms' field lists by shape only: each lists its own fields, order and hints.
  return (
    <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      <SelectField
        {...choice('anrede')}
        options={salutations}
        placeholder={t('option.choose')}
        required
        autoComplete="honorific-prefix"
      />
      <SelectField {...choice('titel')} options={titles} autoComplete="off" />
      <TextField {...field('vorname')} required autoComplete="given-name" />
      <TextField {...field('nachname')} required autoComplete="family-name" />
      {/* Alike the billing fields of booking and the whitepaper form by shape only: a per-form
         field list, each with its own names and rules. */}
      <TextField {...field('firma')} autoComplete="organization" />
      <TextField {...field('abteilung')} autoComplete="off" />
      <TextField
        {...field('strasse')}
        required
        autoComplete="address-line1"
        className="md:col-span-2"
      />
      <TextField {...field('plz')} required autoComplete="postal-code" />
      <TextField {...field('ort')} required autoComplete="address-level2" />
      <SelectField {...choice('land')} options={countries} required autoComplete="country" />
      <TextField {...field('telefon')} type="tel" hint={t('hint.telefon')} autoComplete="tel" />
      <TextField {...field('mobiltelefon')} type="tel" autoComplete="off" />
      <TextField {...field('fax')} type="tel" autoComplete="off" />
      <TextField
        {...field('email')}
        type="email"
        required
        // Alike NewsletterForm's email field by shape only: a per-form field list.
        autoComplete="email"
        className="md:col-span-2"
      />
      <ChoiceGroupField
        control={form.control}
        trigger={form.trigger}
        name="info"
        legend={t('label.info')}
        options={topics}
        error={error('info')}
        className="md:col-span-2"
      />
      <Textarea
        {...field('mitteilung')}
        required
        countLabel={(count) => t('characters', { count })}
        className="md:col-span-2"
      />
      <SelectField {...choice('medium')} options={mediums} placeholder={t('option.choose')} />
      {medium === OTHER_MEDIUM && <TextField {...field('medium_other')} autoComplete="off" />}
      <Checkbox {...choice('newsletter')} className="md:col-span-2" />
      <Checkbox {...choice('emailBestaetigung')} className="md:col-span-2" />
    </div>
  )
}
