import type { DefaultValues } from 'react-hook-form'

import { FORM_TYPES } from '@/features/forms/form-types'
import { OTHER_MEDIUM } from '@/features/forms/options'
import type { CallbackInput, CallbackMessage } from '@/features/callback/schema'

/**
 * The empty callback form. Salutation and consent stay undefined, so that leaving them out fails
 * as 'required' and the salutation select starts on 'Bitte wählen'.
 */
export function callbackDefaults(requestPage: string): DefaultValues<CallbackInput> {
  return {
    formType: FORM_TYPES.callback,
    anrede: undefined,
    titel: '',
    vorname: '',
    nachname: '',
    abteilung: '',
    firma: '',
    telefon: '',
    plz: '',
    email: '',
    video_url: '',
    termin: '',
    mitteilung: '',
    medium: '',
    medium_other: '',
    emailBestaetigung: false,
    requestPage,
    datenschutz: undefined,
  }
}

/**
 * The message as sent (docs/behaviour/entities.md "Callback message"): the 'other' text only with
 * the medium 'Sonstige'.
 */
export function callbackMessage(values: CallbackMessage, requestPage: string): CallbackMessage {
  return {
    ...values,
    medium_other: values.medium === OTHER_MEDIUM ? values.medium_other : '',
    requestPage,
  }
}
