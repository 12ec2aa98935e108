import { useTranslations } from 'next-intl'
import { type FormEvent, useRef, useState } from 'react'

import { Checkbox } from '@/components/ui/form/Checkbox'
import { SelectField } from '@/components/ui/form/SelectField'
import { TextField } from '@/components/ui/form/TextField'
import { focusFirstError, postMessage } from '@/features/forms/client/useFormSubmission'
import { useCountryOptions } from '@/features/forms/client/useCountryOptions'
import { DEFAULT_COUNTRY, SALUTATIONS } from '@/features/forms/options'

import { OFFER_ACCEPT_URL } from '../constants'
import { TrapField } from './TrapField'
import { bookingOfForm, type OfferView, participantField, splitName } from './offer-booking'

type Props = {
  offer: OfferView
  token: string
  language: 'de' | 'en'
  privacyHref: string
  termsHref: string
  onBooked: (bookingNumber: string) => void
  onGone: () => void
}

/**
 * The short booking form of the held seats: the participants (participant 1 is the contact
 * person), a phone number and the invoice address, the two consents. The server validates with
 * the booking's own schema; its field errors come back onto these fields.
 */
export function OfferBookingForm(props: Props) {
  const { offer, language } = props
  const t = useTranslations('waitingList')
  const root = useTranslations()
  const countries = useCountryOptions()
  const formRef = useRef<HTMLFormElement>(null)
  const [key] = useState(() => crypto.randomUUID())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [state, setState] = useState<'input' | 'sending' | 'failed'>('input')
  const first = splitName(offer.name)
  const error = (name: string) =>
    errors[name]
      ? root.has(errors[name] as never)
        ? root(errors[name] as never)
        : root('forms.error.default')
      : undefined
  const field = (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField name={name} label={label} required error={error(name)} {...extra} />
  )
  const salutations = SALUTATIONS.map((value) => ({
    value,
    label: root(`forms.option.salutation.${value}` as never),
  }))

  const consents = [
    ['datenschutz', 'privacy', props.privacyHref],
    ['agb', 'terms', props.termsHref],
  ] as const

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state === 'sending') return
    const booking = bookingOfForm(new FormData(event.currentTarget), offer, language, key)
    setState('sending')
    const answer = await postMessage(OFFER_ACCEPT_URL, { token: props.token, booking })
    const body = (answer?.body ?? null) as {
      bookingNumber?: string
      errors?: Record<string, string>
    } | null
    if (answer?.status === 200 && body?.bookingNumber) return props.onBooked(body.bookingNumber)
    if (answer?.status === 410 || answer?.status === 404) return props.onGone()
    if (answer?.status === 400 && body?.errors) {
      setErrors(body.errors)
      setState('input')
      focusFirstError(formRef.current)
      return
    }
    setState('failed')
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="relative mt-8 space-y-10">
      {Array.from({ length: offer.seats }, (_, index) => (
        <fieldset key={index} className="space-y-4">
          <legend className="text-xl font-semibold">
            {t('participant', { number: index + 1 })}
          </legend>
          <SelectField
            name={participantField(index, 'anrede')}
            label={t('salutation')}
            options={salutations}
            placeholder=""
            required
            error={error(participantField(index, 'anrede'))}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            {field(participantField(index, 'vorname'), t('firstName'), {
              defaultValue: index === 0 ? first.vorname : '',
              autoComplete: index === 0 ? 'given-name' : 'off',
            })}
            {field(participantField(index, 'nachname'), t('lastName'), {
              defaultValue: index === 0 ? first.nachname : '',
              autoComplete: index === 0 ? 'family-name' : 'off',
            })}
          </div>
          {field(participantField(index, 'email'), t('email'), {
            type: 'email',
            defaultValue: index === 0 ? offer.email : '',
            autoComplete: index === 0 ? 'email' : 'off',
          })}
        </fieldset>
      ))}
      <fieldset className="space-y-4">
        <legend className="text-xl font-semibold">{t('contactTitle')}</legend>
        <p className="text-muted">{t('contactNote')}</p>
        {field('booking.contact.telefon', t('phone'), { type: 'tel', autoComplete: 'tel' })}
        <TextField
          name="booking.billing.firma"
          label={t('company')}
          autoComplete="organization"
          error={error('booking.billing.firma')}
        />
        {field('booking.billing.strasse', t('street'), { autoComplete: 'street-address' })}
        <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          {field('booking.billing.plz', t('postcode'), { autoComplete: 'postal-code' })}
          {field('booking.billing.ort', t('city'), { autoComplete: 'address-level2' })}
        </div>
        <SelectField
          name="booking.billing.land"
          label={t('country')}
          options={countries}
          defaultValue={DEFAULT_COUNTRY}
          required
          error={error('booking.billing.land')}
        />
      </fieldset>
      <div className="space-y-4">
        {consents.map(([name, text, href]) => (
          <Checkbox
            key={name}
            name={`booking.${name}`}
            required
            error={error(`booking.${name}`)}
            label={t.rich(text, {
              link: (chunks) => (
                <a href={href} className="underline">
                  {chunks}
                </a>
              ),
            })}
          />
        ))}
      </div>
      <TrapField name="booking.video_url" />
      <div aria-live="assertive">
        {(Object.keys(errors).length > 0 || state === 'failed') && (
          <p className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
            {state === 'failed'
              ? t('failed')
              : errors['booking.items'] || errors.items
                ? t('error.items')
                : t('invalid')}
          </p>
        )}
      </div>
      {/* The send button as the sign-up form's: busy and disabled while the request runs. */}
      <button
        type="submit"
        className="btn-primary"
        disabled={state === 'sending'}
        aria-busy={state === 'sending'}
      >
        {state === 'sending' ? t('sending') : t('book')}
      </button>
    </form>
  )
}
