'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useMemo, useRef } from 'react'
import type { FieldPath } from 'react-hook-form'

import { RequiredNote } from '@/components/ui/form/FieldParts'
import { SelectField } from '@/components/ui/form/SelectField'
import { TextField } from '@/components/ui/form/TextField'
import { ChoiceGroupField } from '@/features/forms/client/ChoiceGroupField'
import { ConsentCheckbox } from '@/features/forms/client/ConsentCheckbox'
import { FormStatus } from '@/features/forms/client/FormStatus'
import { Honeypot } from '@/features/forms/client/Honeypot'
import { focusFirstError, useFormSubmission } from '@/features/forms/client/useFormSubmission'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'
import { NEWSLETTER_INTERESTS, NEWSLETTER_SALUTATIONS } from '@/features/forms/options'
import { FORM_TYPES } from '@/features/forms/form-types'
import {
  type NewsletterInput,
  type NewsletterMessage,
  newsletterSchema,
} from '@/features/newsletter/schema'
import type { Locale } from '@/i18n/locales'

import { NEWSLETTER_SIGNUP_URL } from '../constants'

/** An empty sign-up, sent from `requestPage`. */
function emptySignUp(requestPage: string): NewsletterInput {
  // No salutation and no consent yet: the schema rejects both, yet the form has to start that way.
  const empty = {
    formType: FORM_TYPES.newsletter,
    vorname: '',
    nachname: '',
    email: '',
    interessen: '',
    video_url: '',
    requestPage,
    datenschutz: false,
  }
  return empty as unknown as NewsletterInput
}

/**
 * Our own double opt-in sign-up: salutation (a dropdown of Herr, Frau, Firma,
 * docs/behaviour/screens.md), optional names, e-mail, the topics wanted (none, one or several) and
 * consent. The endpoint answers every valid sign-up alike, so the success view only asks to confirm
 * by mail.
 */
export function NewsletterForm({ locale }: { locale: Locale }) {
  const requestPage = usePathname() || '/'
  const defaults = useMemo(() => emptySignUp(requestPage), [requestPage])
  const {
    form,
    field,
    choice,
    error,
    consent: consentOf,
    t,
  } = useSchemaForm(newsletterSchema, defaults)
  const { view, send, back, rateLimited, containerRef } = useFormSubmission(NEWSLETTER_SIGNUP_URL)
  const tn = useTranslations('newsletterForm')
  const statusRef = useRef<HTMLHeadingElement>(null)

  const onValid = async (message: NewsletterMessage) => {
    const outcome = await send(message)
    if (outcome?.kind === 'ok') form.reset(defaults)
    if (outcome?.kind === 'invalid') {
      for (const [name, key] of Object.entries(outcome.errors))
        form.setError(name as FieldPath<NewsletterInput>, { message: key })
      focusFirstError(containerRef.current)
    }
  }

  const interests = NEWSLETTER_INTERESTS.map((value) => ({
    value,
    label: t(`forms.option.interessen.${value}`),
  }))
  const salutations = NEWSLETTER_SALUTATIONS.map((value) => ({
    value,
    label: t(`forms.option.salutation.${value}`),
  }))
  const consent = consentOf('datenschutz')
  const sending = view === 'loading'

  // Alike the other forms' field lists by shape only: each lists its own fields, order and hints.
  return (
    <div ref={containerRef} className="mt-8 scroll-mt-24" data-testid="newsletter-signup">
      {view === 'success' || view === 'error' ? (
        <FormStatus
          kind={view}
          title={tn(view === 'success' ? 'success' : 'error')}
          info={
            view === 'error' && rateLimited
              ? t('forms.status.rate-limited')
              : tn(view === 'success' ? 'successInfo' : 'errorInfo')
          }
          onBack={back}
          headingRef={statusRef}
        />
      ) : (
        <form
          noValidate
          aria-label={tn('formLabel')}
          onSubmit={(event) =>
            form.handleSubmit(onValid, () => focusFirstError(containerRef.current))(event)
          }
          className="space-y-5"
        >
          <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
          <SelectField
            {...choice('anrede')}
            options={salutations}
            placeholder={t('forms.option.choose')}
            required
            autoComplete="honorific-prefix"
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...field('vorname')} autoComplete="given-name" />
            <TextField {...field('nachname')} autoComplete="family-name" />
          </div>
          <TextField
            {...field('email')}
            type="email"
            required
            autoComplete="email"
            inputMode="email"
          />
          <ChoiceGroupField
            control={form.control}
            trigger={form.trigger}
            name="interessen"
            legend={t('forms.label.interessen')}
            options={interests}
            error={error('interessen')}
          />
          <ConsentCheckbox {...consent} locale={locale} />
          <Honeypot registration={form.register('video_url')} />
          <button type="submit" className="btn-primary" aria-disabled={sending || undefined}>
            {sending ? t('forms.sending') : tn('submit')}
          </button>
        </form>
      )}
    </div>
  )
}
