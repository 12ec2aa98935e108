import { useId } from 'react'

import { RequiredNote } from '@/components/ui/form/FieldParts'
import { FormStatus } from '@/features/forms/client/FormStatus'
import { errorText } from '@/features/forms/errors'
import type { Locale } from '@/i18n/locales'

import { CallbackFields } from './CallbackFields'
import { useCallbackForm } from './useCallbackForm'

type Props = { locale: Locale; gtmId: string | null }

/**
 * The callback request form (docs/behaviour/states.md Forms): input → loading → success (the form
 * resets) or error, each result with a way back to the form; the view scrolls to the form after
 * sending.
 */
export function CallbackFormView({ locale, gtmId }: Props) {
  const state = useCallbackForm(gtmId)
  const { form, t, view, back, rateLimited, containerRef, onSubmit, statusHeadingRef } = state
  const headingId = useId()
  const serverError = form.formState.errors.root?.server?.message

  return (
    <div
      ref={containerRef}
      className="scroll-mt-28 rounded-lg bg-white p-5 text-ink shadow-sm md:p-8"
      data-testid="callback-form"
    >
      {view === 'success' || view === 'error' ? (
        <FormStatus
          kind={view}
          title={t(`forms.status.callback-${view}`)}
          info={
            rateLimited ? t('forms.status.rate-limited') : t(`forms.status.callback-${view}-info`)
          }
          onBack={back}
          headingRef={statusHeadingRef}
        />
      ) : (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="relative">
          <h3 id={headingId} className="text-xl font-semibold">
            {t('callbackForm.title')}
          </h3>
          <div className="mt-2 mb-5">
            <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
          </div>
          <CallbackFields state={state} locale={locale} />
          {serverError && (
            <p role="alert" className="mt-4 font-medium text-red-800">
              {errorText(t, serverError)}
            </p>
          )}
          <button type="submit" className="btn-primary mt-6" disabled={view === 'loading'}>
            {view === 'loading' ? t('forms.sending') : t('forms.send')}
          </button>
        </form>
      )}
    </div>
  )
}
