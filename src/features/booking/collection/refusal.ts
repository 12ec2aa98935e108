import { type PayloadRequest, ValidationError } from 'payload'

/** A refusal's text in the admin's two languages. */
export type RefusalMessage = { de: string; en: string }

/**
 * Refuses a save of booking `id` with a message on one field, in the language the staff member
 * uses the admin in (German unless English).
 */
export function refuseBookingSave(
  req: PayloadRequest,
  id: number,
  path: string,
  message: RefusalMessage,
): never {
  throw new ValidationError({
    collection: 'bookings',
    id,
    errors: [{ path, message: message[req.i18n?.language === 'en' ? 'en' : 'de'] }],
    req,
  })
}
