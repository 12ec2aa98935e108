import { type CollectionBeforeDeleteHook, type PayloadRequest } from 'payload'

import { Refusal } from '@/lib/refusal'

/** Up to five names, with an ellipsis when there are more. */
export function listOf(names: string[], total = names.length): string {
  return names.slice(0, 5).join(', ') + (total > 5 ? ', …' : '')
}

/**
 * Refuses a delete with a 409 in the admin's language, in the words of SeminarDates' seat guard:
 * nothing is deleted, and the message names what still uses the document.
 */
export function refuseDelete(req: PayloadRequest, message: { de: string; en: string }): never {
  throw new Refusal(req.i18n?.language === 'en' ? message.en : message.de, 409)
}

/**
 * A delete guard for a document that seminar dates point at through `field` (their seminar, their
 * location): refused while any date does, naming the first five.
 */
export function refuseDeleteWhileDatesPointAt(
  field: 'seminar' | 'location',
  message: (count: number, dates: string) => { de: string; en: string },
): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const { docs, totalDocs } = await req.payload.find({
      collection: 'seminar-dates',
      where: { [field]: { equals: id } },
      select: { label: true },
      sort: 'startDate',
      limit: 5,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (totalDocs > 0)
      refuseDelete(
        req,
        message(
          totalDocs,
          listOf(
            docs.map((doc) => doc.label || `#${doc.id}`),
            totalDocs,
          ),
        ),
      )
  }
}
