import { useTranslations } from 'next-intl'

import { Textarea } from '@/components/ui/form/Textarea'
import { TextField } from '@/components/ui/form/TextField'

import type { ContactFormApi } from './useContactForm'

/**
 * The short contact form's fields (docs/behaviour/validation.md "Short contact form"): name, phone,
 * e-mail and message.
 */
export function ShortContactFields({ api }: { api: ContactFormApi }) {
  const { field } = api
  const t = useTranslations('forms')
  return (
    <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
      <TextField {...field('vorname')} required autoComplete="given-name" />
      <TextField {...field('nachname')} required autoComplete="family-name" />
      <TextField {...field('telefon')} type="tel" hint={t('hint.telefon')} autoComplete="tel" />
      <TextField {...field('email')} type="email" required autoComplete="email" />
      <Textarea
        {...field('mitteilung')}
        required
        countLabel={(count) => t('characters', { count })}
        className="md:col-span-2"
      />
    </div>
  )
}
