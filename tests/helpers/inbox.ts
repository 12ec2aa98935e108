import type { Payload } from 'payload'

import { FORM_TYPES } from '@/features/forms/form-types'
import type { CallbackRequest, ContactMessage } from '@/payload-types'

import { noRevalidate } from './payload'

/** A new short-form contact message from Lea Lang, with `data` on top. */
export const createContactMessage = (
  payload: Payload,
  data: Partial<Omit<ContactMessage, 'id'>> = {},
): Promise<ContactMessage> =>
  payload.create({
    collection: 'contact-messages',
    data: {
      formType: FORM_TYPES.contactShort,
      status: 'new',
      language: 'de',
      vorname: 'Lea',
      nachname: 'Lang',
      email: 'lea@firma.example',
      ...data,
    },
    overrideAccess: true,
    context: noRevalidate,
  })

/** A new callback request for 02.03.2026, 10:15 from the person in `data`. */
export const createCallbackRequest = (
  payload: Payload,
  data: Pick<CallbackRequest, 'vorname' | 'nachname' | 'email'> & Partial<CallbackRequest>,
): Promise<CallbackRequest> =>
  payload.create({
    collection: 'callback-requests',
    data: {
      termin: '02.03.2026, 10:15',
      telefon: '0251 1',
      status: 'new',
      language: 'de',
      ...data,
    },
    overrideAccess: true,
  })
