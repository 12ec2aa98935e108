import type { CollectionBeforeDeleteHook } from 'payload'

import { listOf, refuseDelete } from '../Media/references'

/** A location cannot be deleted while seminar dates take place there: they require one. */
export const refuseDeleteWhileDated: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'seminar-dates',
    where: { location: { equals: id } },
    select: { label: true },
    sort: 'startDate',
    limit: 5,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (totalDocs === 0) return
  const dates = listOf(docs.map((doc) => doc.label || `#${doc.id}`), totalDocs)
  refuseDelete(req, {
    de: `An diesem Standort finden noch ${totalDocs} Seminartermin(e) statt (${dates}). Verlegen oder löschen Sie sie zuerst; dann lässt sich der Standort löschen.`,
    en: `${totalDocs} seminar date(s) still take place at this location (${dates}). Move or delete them first; then the location can be deleted.`,
  })
}
