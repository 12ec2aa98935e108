import { z } from 'zod'

import { formShape } from '@/features/forms/rules'
import { bookingSchema } from '@/features/booking/schema'
import { TOKEN_PATTERN } from '@/lib/tokens'

import { dateAlertFields } from './alert-fields'
import { DATE_ALERT_FORM, WAITING_LIST_FORM } from './constants'
import { waitingListFields } from './fields'

/** "Join the waiting list" on a fully booked date: name, e-mail, participants, consent. */
export const waitingListSchema = z.strictObject(formShape(WAITING_LIST_FORM, waitingListFields))
export const waitingListRequestSchema = z.strictObject({ message: waitingListSchema })
export type WaitingListInput = z.input<typeof waitingListSchema>
export type WaitingListMessage = z.output<typeof waitingListSchema>

/** "Notify me when new dates are set" for a seminar without upcoming dates. */
export const dateAlertSchema = z.strictObject(formShape(DATE_ALERT_FORM, dateAlertFields))
export const dateAlertRequestSchema = z.strictObject({ message: dateAlertSchema })
export type DateAlertInput = z.input<typeof dateAlertSchema>
export type DateAlertMessage = z.output<typeof dateAlertSchema>

/** The token of a mailed link (offer or alert confirmation). */
export const linkToken = z.string({ error: 'invalidToken' }).regex(TOKEN_PATTERN, 'invalidToken')

/** What the offer page asks about its token: the held seats. */
export const offerRequestSchema = z.strictObject({ message: z.strictObject({ token: linkToken }) })

/** Confirms or ends an alert with its mailed token. */
export const dateAlertConfirmRequestSchema = z.strictObject({
  message: z.strictObject({
    token: linkToken,
    action: z.enum(['confirm', 'unsubscribe'], { error: 'invalidAction' }),
  }),
})

/**
 * The booking of offered seats: the booking form's request for the held date, with the offer's
 * token. The server checks that it books exactly the held seats.
 */
export const offerAcceptRequestSchema = z.strictObject({
  message: z.strictObject({ token: linkToken, booking: bookingSchema }),
})
