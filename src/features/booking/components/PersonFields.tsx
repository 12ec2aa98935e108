import { SelectField } from '@/components/ui/form/SelectField'
import { TextField } from '@/components/ui/form/TextField'
import { useCountryOptions } from '@/features/forms/client/useCountryOptions'
import { SALUTATIONS, TITLES } from '@/features/forms/options'

import { MoreDetails } from './MoreDetails'
import { type BookingPath, useBookingField } from './useBookingField'

type Props = {
  /** 'contact' or 'items.0.participants.1'. */
  prefix: 'contact' | `items.${number}.participants.${number}`
  /** The contact person must give a phone number; a participant may give an address. */
  variant: 'participant' | 'contact'
  /** Participant 1 while it is also the contact person: its phone number is then required. */
  phoneRequired?: boolean
}

/** Half the two-column grid on wide screens (gap-x-6 is 1.5rem). */
const HALF_ROW = 'md:col-span-2 md:max-w-[calc(50%-0.75rem)]'

/**
 * Salutation, name and ways to reach a person in two columns; the optional rest (title,
 * department, mobile, fax; participants also address and VAT id) under "Weitere Angaben".
 */
export function PersonFields({ prefix, variant, phoneRequired = false }: Props) {
  const { field, t } = useBookingField()
  const contact = variant === 'contact'
  const name = (leaf: string) => `${prefix}.${leaf}` as BookingPath
  // Browsers may fill in the visitor's own details only for the contact person.
  const auto = (token: string) => (contact ? token : 'off')
  const salutations = SALUTATIONS.map((value) => ({
    value,
    label: t(`forms.option.salutation.${value}`),
  }))
  const titles = TITLES.map((value) => ({ value, label: value || t('forms.option.noTitle') }))
  const countries = useCountryOptions()
  const more = ['titel', 'abteilung', 'mobiltelefon', 'fax']
  if (!contact) more.push('strasse', 'plz', 'ort', 'land', 'ustidnr')

  return (
    <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
      <SelectField
        {...field(name('anrede'))}
        options={salutations}
        placeholder={t('forms.option.choose')}
        required
        autoComplete={auto('honorific-prefix')}
        className={HALF_ROW}
      />
      <TextField {...field(name('vorname'))} required autoComplete={auto('given-name')} />
      <TextField {...field(name('nachname'))} required autoComplete={auto('family-name')} />
      <TextField {...field(name('email'))} type="email" required autoComplete={auto('email')} />
      <TextField
        {...field(name('telefon'))}
        type="tel"
        required={contact || phoneRequired}
        autoComplete={auto('tel')}
        hint={t('forms.hint.telefon')}
      />
      <TextField
        {...field(name('firma'))}
        autoComplete={auto('organization')}
        className={HALF_ROW}
      />
      <MoreDetails names={more.map(name)}>
        <SelectField {...field(name('titel'))} options={titles} />
        <TextField {...field(name('abteilung'))} autoComplete="off" />
        <TextField {...field(name('mobiltelefon'))} type="tel" autoComplete={auto('tel')} />
        <TextField {...field(name('fax'))} type="tel" autoComplete="off" />
        {!contact && (
          // A participant's own address is optional: the invoice goes to the billing address.
          <>
            <TextField {...field(name('strasse'))} autoComplete="off" className="md:col-span-2" />
            <TextField {...field(name('plz'))} autoComplete="off" />
            <TextField {...field(name('ort'))} autoComplete="off" />
            <SelectField {...field(name('land'))} options={countries} autoComplete="off" />
            <TextField {...field(name('ustidnr'))} autoComplete="off" />
          </>
        )}
      </MoreDetails>
    </div>
  )
}
