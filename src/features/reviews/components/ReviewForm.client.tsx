'use client'

import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { type FieldPath, get } from 'react-hook-form'

import { Checkbox } from '@/components/ui/form/Checkbox'
import { RadioGroup } from '@/components/ui/form/RadioGroup'
import { RequiredNote } from '@/components/ui/form/FieldParts'
import { Textarea } from '@/components/ui/form/Textarea'
import { focusFirstError, postMessage } from '@/features/forms/client/useFormSubmission'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'
import { SubmitStatus } from '@/features/portal/profile/components/SubmitStatus'
import type { Locale } from '@/i18n/locales'

import { REVIEW_LIMITS, REVIEW_URL } from '../constants'
import { type ReviewInput, type ReviewMessage, reviewFormSchema } from '../schema'

type Props = {
  bookingId: number
  dateId: number
  locale: Locale
  /** How the review would name the customer ("Anna K."). */
  name: string
  /** The id of the heading that names the form. */
  labelledBy: string
  loginHref: string
}

type SendState = 'idle' | 'sending' | 'sent' | 'failed' | 'loggedOut'

const STARS = ['5', '4', '3', '2', '1'] as const

/**
 * A customer's review of one attended date: stars (radio buttons, arrow keys move between them),
 * text and whether their short name is shown. Checked in the browser with the endpoint's schema;
 * what the server refuses is shown at the field it names, or above the button.
 */
export function ReviewForm({ bookingId, dateId, locale, name, labelledBy, loginHref }: Props) {
  const { form } = useSchemaForm(reviewFormSchema, {
    bookingId,
    dateId,
    language: locale,
    text: '',
    showName: false,
  } as ReviewInput)
  const t = useTranslations()
  const tr = useTranslations('reviews.form')
  const [state, setState] = useState<SendState>('idle')
  const [refusal, setRefusal] = useState<string | null>(null)
  const containerRef = useRef<HTMLDivElement>(null)

  const errorText = (key: string | undefined) =>
    key ? (t.has(key) ? t(key, REVIEW_LIMITS) : t('forms.error.default')) : undefined
  const errorOf = (field: FieldPath<ReviewInput>) =>
    errorText((get(form.formState.errors, field) as { message?: string } | undefined)?.message)

  const onValid = async (message: ReviewMessage) => {
    if (state === 'sending') return
    setState('sending')
    setRefusal(null)
    const answer = await postMessage(REVIEW_URL, message)
    const body = (answer?.body ?? null) as { status?: string; errors?: Record<string, string> }
    if (answer?.status === 200 && body?.status === 'ok') return setState('sent')
    if (answer?.status === 401) return setState('loggedOut')
    const errors = body?.errors ?? {}
    const fieldErrors = Object.entries(errors).filter(([field]) => field in form.getValues())
    for (const [field, key] of fieldErrors)
      form.setError(field as FieldPath<ReviewInput>, { message: key })
    const general = errors.dateId ?? errors.bookingId
    setRefusal(general ? (errorText(general) ?? null) : null)
    setState(general || fieldErrors.length > 0 ? 'idle' : 'failed')
    focusFirstError(containerRef.current)
  }

  if (state === 'sent')
    return (
      <p
        role="status"
        className="mt-4 rounded border-l-4 border-green-700 bg-green-50 p-3 text-green-900"
      >
        {tr('sent')}
      </p>
    )

  const stars = form.register('stars')
  const text = form.register('text')
  const showName = form.register('showName')
  return (
    <div ref={containerRef} data-testid={`review-form-${bookingId}-${dateId}`}>
      {/* Alike the profile forms' frame (PortalFormFrame) by shape only: this form gives way to
          its thanks once sent and shows the server's refusal, which the profile forms have not. */}
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) =>
          form.handleSubmit(onValid, () => focusFirstError(containerRef.current))(event)
        }
        className="mt-4 space-y-5"
      >
        <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
        <RadioGroup
          {...stars}
          onChange={async (event) => {
            await stars.onChange(event)
            await form.trigger('stars')
          }}
          legend={tr('starsLegend')}
          required
          error={errorOf('stars')}
          options={STARS.map((value) => ({ value, label: tr(`star.${value}`) }))}
        />
        <Textarea
          {...text}
          label={tr('text')}
          hint={tr('textHint', REVIEW_LIMITS)}
          required
          maxLength={REVIEW_LIMITS.textMax}
          error={errorOf('text')}
          countLabel={(count) => tr('textCount', { count, textMax: REVIEW_LIMITS.textMax })}
        />
        <Checkbox {...showName} label={tr('showName', { name })} error={errorOf('showName')} />
        <div aria-live="assertive">
          {refusal && (
            <p className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
              {refusal}
            </p>
          )}
        </div>
        <button
          type="submit"
          className="btn-primary"
          aria-disabled={state === 'sending' || undefined}
        >
          {state === 'sending' ? tr('sending') : tr('submit')}
        </button>
        <SubmitStatus
          state={state === 'failed' || state === 'loggedOut' ? state : 'idle'}
          saved=""
          loginHref={loginHref}
        />
      </form>
    </div>
  )
}
