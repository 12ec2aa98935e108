'use client'

import { CallbackFormView } from '@/features/callback/components/CallbackForm'
import { withMessages } from '@/features/forms/client/withMessages'

/** The form with its texts (forms, callbackForm) from the server; see withMessages. */
export const CallbackForm = withMessages(CallbackFormView)
