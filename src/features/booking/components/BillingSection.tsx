import { useTranslations } from 'next-intl'

import { SelectField } from '@/components/ui/form/SelectField'
import { TextField } from '@/components/ui/form/TextField'
import { useCountryOptions } from '@/features/forms/client/useCountryOptions'

import { MoreDetails } from './MoreDetails'
import { useBookingField } from './useBookingField'

/**
 * The invoice address; department and VAT id under "Weitere Angaben". The country list starts with
 * the six countries most customers come from.
 */
export function BillingSection() {
  const t = useTranslations('booking')
  const { field } = useBookingField()
  const countries = useCountryOptions()

  // Alike the other forms' field lists by shape only: each lists its own fields, order and hints.
  return (
    <section aria-labelledby="booking-billing" className="space-y-4">
      <h2 id="booking-billing" className="text-2xl font-bold">
        {t('billing.title')}
      </h2>
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        <TextField
          {...field('billing.firma')}
          autoComplete="organization"
          className="md:col-span-2 md:max-w-[calc(50%-0.75rem)]"
        />
        {/* Alike the contact form's address fields by shape only: the booking's are the billing
           address, with its own field names and rules. */}
        <TextField
          {...field('billing.strasse')}
          required
          autoComplete="address-line1"
          className="md:col-span-2"
        />
        <TextField {...field('billing.plz')} required autoComplete="postal-code" />
        <TextField {...field('billing.ort')} required autoComplete="address-level2" />
        <SelectField
          {...field('billing.land')}
          options={countries}
          required
          autoComplete="country"
        />
        <MoreDetails names={['billing.abteilung', 'billing.ustidnr']}>
          <TextField {...field('billing.abteilung')} autoComplete="off" />
          <TextField {...field('billing.ustidnr')} autoComplete="off" />
        </MoreDetails>
      </div>
    </section>
  )
}
