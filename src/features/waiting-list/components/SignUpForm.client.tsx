'use client'

import { type FormEvent, type ReactNode, useRef, useState } from 'react'

import { Checkbox } from '@/components/ui/form/Checkbox'
import { Modal } from '@/components/ui/Modal.lazy'
import { TextField } from '@/components/ui/form/TextField'
import { focusFirstError, outcomeOf, postMessage } from '@/features/forms/client/useFormSubmission'

import { TrapField } from './TrapField'
import { DATE_ALERT_FORM, DATE_ALERT_URL, WAITING_LIST_FORM, WAITING_LIST_URL } from '../constants'

/** The texts the server translated for this form. */
export type SignUpLabels = {
  open: string
  openLabel?: string
  title: string
  intro: string
  name: string
  email: string
  participants: string
  consent: ReactNode
  submit: string
  sending: string
  failed: string
  rateLimited: string
  close: string
  /** The success text; `{position}` is the place on the waiting list. */
  done: string
  /** Error texts by the keys the endpoint answers. */
  errors: Record<string, string>
}

type Props = {
  kind: 'waitingList' | 'dateAlert'
  /** The date (waiting list) or the seminar (alert) the sign-up is for. */
  targetId: number
  maxParticipants?: number
  labels: SignUpLabels
}

type View = 'input' | 'sending' | 'done' | 'failed' | 'rateLimited'

/**
 * "Join the waiting list" on a full date, or "notify me when new dates are set": a button that
 * opens a short form in a dialog (focus kept inside, Escape closes, focus returns to the button). The endpoint checks everything (docs/behaviour/waiting-list.md);
 * its field errors show at the fields, the first one focused.
 */
export function SignUpForm({ kind, targetId, maxParticipants = 20, labels }: Props) {
  const formRef = useRef<HTMLFormElement>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const [open, setOpen] = useState(false)
  const [view, setView] = useState<View>('input')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [done, setDone] = useState('')
  const waitingList = kind === 'waitingList'
  const errorText = (field: string) =>
    errors[field] ? (labels.errors[errors[field]] ?? labels.errors.default) : undefined

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (view === 'sending') return
    const data = new FormData(event.currentTarget)
    const common = {
      email: String(data.get('email') ?? ''),
      video_url: String(data.get('video_url') ?? ''),
      requestPage: window.location.pathname,
      datenschutz: data.get('datenschutz') === 'on',
    }
    const message = waitingList
      ? {
          formType: WAITING_LIST_FORM,
          seminarDate: targetId,
          name: String(data.get('name') ?? ''),
          teilnehmer: Number(data.get('teilnehmer')),
          ...common,
        }
      : { formType: DATE_ALERT_FORM, seminar: targetId, ...common }
    setView('sending')
    const answer = await postMessage(waitingList ? WAITING_LIST_URL : DATE_ALERT_URL, message)
    const outcome = answer ? outcomeOf(answer.status, answer.body as never) : null
    if (outcome?.kind === 'ok') {
      setErrors({})
      setDone(labels.done.replace('{position}', String(outcome.body.position ?? '')))
      setView('done')
      window.setTimeout(() => statusRef.current?.focus(), 0)
    } else if (outcome?.kind === 'invalid') {
      setErrors(outcome.errors)
      setView('input')
      focusFirstError(formRef.current)
    } else setView(outcome?.kind === 'rateLimited' ? 'rateLimited' : 'failed')
  }

  return (
    <div>
      <button
        type="button"
        className="btn-secondary"
        aria-label={labels.openLabel}
        onClick={() => setOpen(true)}
      >
        {labels.open}
      </button>
      {open && (
        <Modal isOpen onOpenChange={setOpen} title={labels.title} closeLabel={labels.close}>
          {view === 'done' ? (
            <p
              ref={statusRef}
              role="status"
              tabIndex={-1}
              className="rounded border-l-4 border-green-700 bg-green-50 p-3 text-green-900"
            >
              {done}
            </p>
          ) : (
            <form ref={formRef} noValidate onSubmit={submit} className="relative space-y-4">
              <p className="text-muted">{labels.intro}</p>
              {waitingList && (
                <TextField
                  name="name"
                  label={labels.name}
                  autoComplete="name"
                  required
                  error={errorText('name')}
                />
              )}
              <TextField
                name="email"
                type="email"
                label={labels.email}
                autoComplete="email"
                required
                error={errorText('email')}
              />
              {waitingList && (
                <TextField
                  name="teilnehmer"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={maxParticipants}
                  defaultValue={1}
                  label={labels.participants}
                  required
                  error={errorText('teilnehmer')}
                />
              )}
              <Checkbox
                name="datenschutz"
                label={labels.consent}
                required
                error={errorText('datenschutz')}
              />
              <TrapField name="video_url" />
              <div aria-live="polite">
                {(errors.seminarDate || errors.seminar) && (
                  <p className="font-medium text-red-800">
                    {errorText(waitingList ? 'seminarDate' : 'seminar')}
                  </p>
                )}
                {(view === 'failed' || view === 'rateLimited') && (
                  <p className="font-medium text-red-800">
                    {view === 'failed' ? labels.failed : labels.rateLimited}
                  </p>
                )}
              </div>
              <button
                type="submit"
                className="btn-primary"
                disabled={view === 'sending'}
                aria-busy={view === 'sending'}
              >
                {view === 'sending' ? labels.sending : labels.submit}
              </button>
            </form>
          )}
        </Modal>
      )}
    </div>
  )
}
