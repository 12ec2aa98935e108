import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'

import { RequiredNote } from '@/components/ui/form/FieldParts'
import { SelectField } from '@/components/ui/form/SelectField'
import { TextField } from '@/components/ui/form/TextField'
import { ConsentCheckbox } from '@/features/forms/client/ConsentCheckbox'
import { FormStatus } from '@/features/forms/client/FormStatus'
import { Honeypot } from '@/features/forms/client/Honeypot'
import { focusFirstError, useFormSubmission } from '@/features/forms/client/useFormSubmission'
import { useCountryOptions } from '@/features/forms/client/useCountryOptions'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'
import { DEFAULT_COUNTRY, SALUTATIONS, TITLES } from '@/features/forms/options'
import { FORM_TYPES } from '@/features/forms/form-types'
import {
  type WhitepaperInput,
  type WhitepaperRequestMessage,
  whitepaperSchema,
} from '../request-schema'
import type { Locale } from '@/i18n/locales'

import { WHITEPAPER_REQUEST_URL } from '../constants'
import { storeCode } from '../store'

type Props = {
  whitepaperId: number
  locale: Locale
  /** Called once the endpoint's access code is stored. */
  onUnlocked: () => void
}

/**
 * The empty request for one whitepaper, sent from `requestPage` (docs/behaviour/entities.md
 * whitepaper request).
 */
export function whitepaperDefaults(
  whitepaperId: number,
  requestPage: string,
): Partial<WhitepaperInput> {
  return {
    formType: FORM_TYPES.whitepaper,
    downloadId: whitepaperId,
    titel: '',
    vorname: '',
    nachname: '',
    firma: '',
    abteilung: '',
    strasse: '',
    plz: '',
    ort: '',
    land: DEFAULT_COUNTRY,
    email: '',
    video_url: '',
    requestPage,
    datenschutz: false as never,
  }
}

const FIELD_NAMES = new Set(Object.keys(whitepaperSchema.shape))

/**
 * The whitepaper request form (docs/behaviour/states.md, validation.md): validated with the shared
 * schema, sent to the whitepaper endpoint; its answer's access code is stored for that whitepaper.
 */
export function WhitepaperRequestForm({ whitepaperId, locale, onUnlocked }: Props) {
  const requestPage = usePathname() || '/'
  const {
    form,
    field,
    choice,
    consent: consentOf,
    t,
  } = useSchemaForm(whitepaperSchema, whitepaperDefaults(whitepaperId, requestPage))
  const { view, send, back, rateLimited, containerRef } = useFormSubmission(WHITEPAPER_REQUEST_URL)
  // An answer the browser cannot use (no code, or errors for fields the form does not have).
  const [unusableAnswer, setUnusableAnswer] = useState(false)
  const statusHeading = useRef<HTMLHeadingElement>(null)
  const countries = useCountryOptions()

  const onValid = async (message: WhitepaperRequestMessage) => {
    const outcome = await send(message)
    if (outcome?.kind === 'ok') {
      const { id, code } = outcome.body
      const sameWhitepaper = id === undefined || Number(id) === whitepaperId
      if (sameWhitepaper && typeof code === 'string' && storeCode(whitepaperId, code)) onUnlocked()
      else setUnusableAnswer(true)
    } else if (outcome?.kind === 'invalid') {
      const known = Object.entries(outcome.errors).filter(([name]) => FIELD_NAMES.has(name))
      for (const [name, key] of known)
        form.setError(name as never, { type: 'server', message: key })
      if (known.length) focusFirstError(containerRef.current)
      else setUnusableAnswer(true)
    }
  }
  const onInvalid = () => focusFirstError(containerRef.current)

  const backToForm = () => {
    setUnusableAnswer(false)
    back()
  }

  const consent = consentOf('datenschutz')
  const loading = view === 'loading'

  // Alike the other forms' field lists by shape only: each lists its own fields, order and hints.
  return (
    <div ref={containerRef} className="scroll-mt-24">
      {view === 'error' || unusableAnswer ? (
        <FormStatus
          kind="error"
          title={t('forms.status.contact-error')}
          info={rateLimited ? t('forms.status.rate-limited') : t('forms.status.contact-error-info')}
          onBack={backToForm}
          headingRef={statusHeading}
        />
      ) : (
        <form
          noValidate
          onSubmit={(event) => form.handleSubmit(onValid, onInvalid)(event)}
          aria-busy={loading || undefined}
          data-whitepaper-form=""
        >
          <p>{t('whitepaperForm.intro')}</p>
          <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
          <input type="hidden" {...form.register('downloadId')} />
          <div className="mt-5 grid gap-5 md:grid-cols-2">
            <SelectField
              {...choice('anrede')}
              required
              autoComplete="honorific-prefix"
              placeholder={t('forms.option.choose')}
              options={SALUTATIONS.map((value) => ({
                value,
                label: t(`forms.option.salutation.${value}`),
              }))}
            />
            <SelectField
              {...choice('titel')}
              options={TITLES.map((value) => ({
                value,
                label: value || t('forms.option.noTitle'),
              }))}
            />
            <TextField {...field('vorname')} required autoComplete="given-name" />
            <TextField {...field('nachname')} required autoComplete="family-name" />
            <TextField {...field('firma')} autoComplete="organization" />
            <TextField {...field('abteilung')} />
            {/* Alike the booking billing fields and LongContactFields by shape only: a per-form
               field list. */}
            <TextField
              {...field('strasse')}
              required
              autoComplete="address-line1"
              className="md:col-span-2"
            />
            <TextField {...field('plz')} required autoComplete="postal-code" />
            <TextField {...field('ort')} required autoComplete="address-level2" />
            <SelectField {...choice('land')} required autoComplete="country" options={countries} />
            <TextField {...field('email')} required type="email" autoComplete="email" />
          </div>
          <Honeypot registration={form.register('video_url')} />
          <ConsentCheckbox {...consent} locale={locale} className="mt-6" />
          <button type="submit" className="btn-primary mt-6" disabled={loading}>
            {loading ? t('forms.sending') : t('whitepaperForm.submit')}
          </button>
        </form>
      )}
    </div>
  )
}
