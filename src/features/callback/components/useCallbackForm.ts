import { usePathname } from 'next/navigation'
import { useRef } from 'react'
import type { Path } from 'react-hook-form'

import { pushFormEvent } from '@/features/forms/client/tracking'
import { focusFirstError, useFormSubmission } from '@/features/forms/client/useFormSubmission'
import { useSchemaForm } from '@/features/forms/client/useSchemaForm'
import {
  type CallbackInput,
  type CallbackMessage,
  callbackSchema,
} from '@/features/callback/schema'

import { CALLBACK_EVENT, CALLBACK_URL } from '../constants'
import { callbackDefaults, callbackMessage } from '../form-values'

/** Field names of the callback form, to tell the server's field errors from the others. */
const FIELD_NAMES = new Set(Object.keys(callbackSchema.shape))

/**
 * The callback form's state (docs/behaviour/states.md Forms): the schema form, the send with its
 * views, the server's field errors put back on their fields, and the data-layer event after a
 * success.
 */
export function useCallbackForm(gtmId: string | null) {
  const pathname = usePathname() ?? '/'
  const schemaForm = useSchemaForm(callbackSchema, callbackDefaults(pathname))
  const submission = useFormSubmission(CALLBACK_URL)
  const statusHeadingRef = useRef<HTMLHeadingElement>(null)
  const { form } = schemaForm

  const sendValid = async (values: CallbackMessage) => {
    const outcome = await submission.send(callbackMessage(values, pathname))
    if (outcome?.kind === 'ok') {
      form.reset(callbackDefaults(pathname))
      pushFormEvent(CALLBACK_EVENT, gtmId)
    } else if (outcome?.kind === 'invalid') {
      for (const [path, key] of Object.entries(outcome.errors)) {
        const name = path.replace(/^message\./, '')
        // A rule the browser does not know about (or a field it does not show) still needs a word.
        if (FIELD_NAMES.has(name))
          form.setError(name as Path<CallbackInput>, { type: 'server', message: key })
        else form.setError('root.server', { type: 'server', message: key })
      }
      focusFirstError(submission.containerRef.current)
    }
  }

  const onSubmit = form.handleSubmit(sendValid, () =>
    focusFirstError(submission.containerRef.current),
  )

  return { ...schemaForm, ...submission, onSubmit, statusHeadingRef }
}

export type CallbackFormState = ReturnType<typeof useCallbackForm>
