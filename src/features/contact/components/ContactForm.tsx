import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import type { Path } from 'react-hook-form'

import { RequiredNote } from '@/components/ui/form/FieldParts'
import { useHydrated } from '@/components/ui/useHydrated'
import { ConsentCheckbox } from '@/features/forms/client/ConsentCheckbox'
import { FormStatus } from '@/features/forms/client/FormStatus'
import { Honeypot } from '@/features/forms/client/Honeypot'
import { pushFormEvent } from '@/features/forms/client/tracking'
import { focusFirstError, useFormSubmission } from '@/features/forms/client/useFormSubmission'
import type { ContactLongInput, ContactMessage } from '@/features/contact/schema'
import type { Locale } from '@/i18n/locales'

import { CONTACT_EVENT, CONTACT_URL, type ContactVariant, withoutStaleOther } from '../defaults'
import { inhouseEnquiryMessage } from '../inhouse'
import { LongContactFields } from './LongContactFields'
import { ShortContactFields } from './ShortContactFields'
import { useContactForm } from './useContactForm'

export type ContactFormProps = {
  variant: ContactVariant
  requestPage: string
  locale: Locale
  gtmId?: string | null
}

/** Controls the focus may return to after the result view (the trap field is not one of them). */
const FOCUSABLE = 'input:not([tabindex="-1"]), select, textarea'

/**
 * The contact block's form, long or short (docs/behaviour/screens.md, states.md Forms): validates
 * with the shared schema, sends once at a time, then thanks or reports the failure, each view with
 * the way back.
 */
export function ContactForm({ variant, requestPage, locale, gtmId }: ContactFormProps) {
  const t = useTranslations('forms')
  const api = useContactForm(variant, requestPage)
  const { form, defaults } = api
  const { view, send, back, rateLimited, containerRef } = useFormSubmission(CONTACT_URL)
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  // 'marked': fields show their errors; 'unmarked': the server refused fields this form does not
  // show.
  const [invalid, setInvalid] = useState<'marked' | 'unmarked' | null>(null)
  // Set on the way back from a result view; read once the form shows again.
  const returning = useRef(false)
  const loading = view === 'loading'
  // Before the script runs a click would send the fields the browser's way, not as JSON.
  const hydrated = useHydrated()
  const result = view === 'success' || view === 'error' ? view : null
  // The notice stays only while some field is still marked (or nothing could be marked).
  const showInvalid =
    invalid === 'unmarked' ||
    (invalid === 'marked' && Object.keys(form.formState.errors).length > 0)

  useEffect(() => {
    // Opened from a seminar's "Als Inhouse-Training anfragen": the message starts as that
    // enquiry (after hydration, so the server's HTML and the first render agree).
    const enquiry = inhouseEnquiryMessage(locale, window.location.search)
    if (enquiry && !form.getValues('mitteilung')) form.setValue('mitteilung', enquiry)
  }, [form, locale])

  useEffect(() => {
    // Back from a result view: the focus goes to the form's first field instead of the page's
    // start.
    if (!returning.current || result) return
    formRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    returning.current = false
  }, [result])

  const onValid = async (values: ContactMessage) => {
    setInvalid(null)
    const outcome = await send(withoutStaleOther(values))
    if (outcome?.kind === 'ok') {
      form.reset(defaults)
      pushFormEvent(CONTACT_EVENT, gtmId)
    }
    if (outcome?.kind !== 'invalid') return
    const shown = Object.entries(outcome.errors).filter(([name]) =>
      formRef.current?.querySelector(`[name="${CSS.escape(name)}"]`),
    )
    for (const [name, key] of shown)
      form.setError(name as Path<ContactLongInput>, { type: 'server', message: key })
    setInvalid(shown.length > 0 ? 'marked' : 'unmarked')
    focusFirstError(containerRef.current)
  }

  const onInvalid = () => {
    setInvalid('marked')
    focusFirstError(containerRef.current)
  }

  const backToForm = () => {
    returning.current = true
    back()
  }

  return (
    <div
      ref={containerRef}
      className="scroll-mt-24"
      data-testid="contact-form"
      data-variant={variant}
    >
      {result && (
        <FormStatus
          kind={result}
          title={t(`status.contact-${result}`)}
          info={
            result === 'error' && rateLimited
              ? t('status.rate-limited')
              : t(`status.contact-${result}-info`)
          }
          onBack={backToForm}
          headingRef={headingRef}
        />
      )}
      <form
        ref={formRef}
        method="post"
        noValidate
        hidden={Boolean(result)}
        onSubmit={(event) => form.handleSubmit(onValid, onInvalid)(event)}
        className="space-y-6"
      >
        <RequiredNote>{t('requiredNote')}</RequiredNote>
        {variant === 'long' ? <LongContactFields api={api} /> : <ShortContactFields api={api} />}
        <ConsentCheckbox {...api.consent()} locale={locale} />
        <Honeypot registration={form.register('video_url')} />
        <div aria-live="assertive">
          {showInvalid && (
            <p className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
              {t('invalid')}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="btn-primary"
          disabled={loading || !hydrated}
          aria-busy={loading}
        >
          {loading ? t('sending') : t('send')}
        </button>
      </form>
    </div>
  )
}
