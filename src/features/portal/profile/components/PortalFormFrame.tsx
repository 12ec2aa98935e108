import { useTranslations } from 'next-intl'
import type { ReactNode, RefObject } from 'react'
import type { FieldPath, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form'

import { RequiredNote } from '@/components/ui/form/FieldParts'
import { focusFirstError } from '@/features/forms/client/useFormSubmission'

import { SubmitStatus } from './SubmitStatus'
import type { SubmitState } from './usePortalSubmit'

type Props<T extends FieldValues, Valid extends FieldValues> = {
  containerRef: RefObject<HTMLDivElement | null>
  testId: string
  /** The id of the heading that names the form. */
  labelledBy: string
  form: UseFormReturn<T, unknown, Valid>
  /** Gets the valid values; with errors, the first invalid field gets the focus instead. */
  onValid: SubmitHandler<Valid>
  state: SubmitState
  submitLabel: string
  /** The message once the change is saved. */
  saved: string
  loginHref: string
  /** The form's fields. */
  children: ReactNode
}

/**
 * The frame both profile-page forms share: the required note, their fields, the submit button
 * (which says so while saving) and the outcome below it.
 */
export function PortalFormFrame<T extends FieldValues, Valid extends FieldValues>({
  containerRef,
  testId,
  labelledBy,
  form,
  onValid,
  state,
  submitLabel,
  saved,
  loginHref,
  children,
}: Props<T, Valid>) {
  const t = useTranslations()
  const sending = state === 'sending'
  return (
    <div ref={containerRef} className="scroll-mt-24" data-testid={testId}>
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) =>
          form.handleSubmit(onValid, () => focusFirstError(containerRef.current))(event)
        }
        className="mt-4 space-y-5"
      >
        <RequiredNote>{t('forms.requiredNote')}</RequiredNote>
        {children}
        <button type="submit" className="btn-primary" aria-disabled={sending || undefined}>
          {sending ? t('portal.profilePage.saving') : submitLabel}
        </button>
        <SubmitStatus state={state} saved={saved} loginHref={loginHref} />
      </form>
    </div>
  )
}

/** Marks the fields the server refused with its error keys and moves the focus to the first. */
export function markServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: Record<string, string>,
  container: HTMLElement | null,
) {
  for (const [name, key] of Object.entries(errors))
    form.setError(name as FieldPath<T>, { message: key })
  focusFirstError(container)
}
