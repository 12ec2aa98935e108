import { useTranslations } from 'next-intl'
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react'

import { RequiredNote } from '@/components/ui/form/FieldParts'

import { SendProblem } from './SendProblem'

type Props = {
  formRef: RefObject<HTMLFormElement | null>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** What went wrong with the last send (throttled, refused, unreachable), or null. */
  problem: string | null
  /** True while a send is on its way: the button says so and refuses another. */
  busy: boolean
  submitLabel: string
  /** A text link beside the submit button (back to the login, forgotten password). */
  link?: { href: string; text: string }
  /** The form's fields. */
  children: ReactNode
}

/**
 * The frame of the login and password forms: fields, the required note, the problem of the last
 * send (which the form is described by) and the submit button, with a text link beside it.
 */
export function AuthForm({ formRef, onSubmit, problem, busy, submitLabel, link, children }: Props) {
  const t = useTranslations('portal.auth')
  const problemId = useId()
  const button = (
    <button type="submit" aria-disabled={busy || undefined} className="btn-primary">
      {submitLabel}
    </button>
  )
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-describedby={problem ? problemId : undefined}
      className="space-y-5"
    >
      {children}
      <RequiredNote>{t('required')}</RequiredNote>
      <SendProblem id={problemId} text={problem} />
      {link ? (
        <div className="flex flex-wrap items-center justify-between gap-4">
          {button}
          <a
            href={link.href}
            className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-2 hover:no-underline"
          >
            {link.text}
          </a>
        </div>
      ) : (
        button
      )}
    </form>
  )
}
