import 'server-only'

import { PROGRAMME_PARAM } from '@/features/programmes/constants'
import { getPathname } from '@/i18n/navigation'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import type { PortalItem } from '../timeline'

/** Page URLs of the booked seminars and programmes that are still published, by id. */
export type CatalogueLinks = { seminars: Map<number, string>; programmes: Map<number, string> }

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

/** Every seminar id the items point to: booked seminars and the seminars of booked modules. */
function linkedIds(items: PortalItem[]): { seminarIds: number[]; programmeIds: number[] } {
  const seminarIds = new Set<number>()
  const programmeIds = new Set<number>()
  for (const item of items) {
    if (item.seminarId !== null) seminarIds.add(item.seminarId)
    if (item.programmeId !== null) programmeIds.add(item.programmeId)
    for (const programmeModule of item.modules)
      if (programmeModule.seminarId !== null) seminarIds.add(programmeModule.seminarId)
  }
  return { seminarIds: [...seminarIds], programmeIds: [...programmeIds] }
}

/**
 * One query per collection for all items. Read with public access, so seminars and programmes
 * that were unpublished or deleted since the booking drop out and their titles stay plain text.
 */
export async function getCatalogueLinks(
  items: PortalItem[],
  locale: Locale,
): Promise<CatalogueLinks> {
  const { seminarIds, programmeIds } = linkedIds(items)
  const payload = await getPayloadClient()
  const [seminars, programmes] = await Promise.all([
    seminarIds.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'seminars',
          where: { id: { in: seminarIds } },
          locale,
          depth: 0,
          pagination: false,
          limit: seminarIds.length,
          overrideAccess: false,
          select: { path: true },
        }),
    programmeIds.length === 0
      ? { docs: [] }
      : payload.find({
          collection: 'programmes',
          where: { id: { in: programmeIds } },
          locale,
          depth: 0,
          pagination: false,
          limit: programmeIds.length,
          overrideAccess: false,
          select: { title: true },
        }),
  ])
  const assistant = withSlash(getPathname({ href: '/programme-assistant', locale }))
  return {
    seminars: new Map(
      seminars.docs
        .filter((s) => s.path)
        .map((s) => [s.id, localizedUrl(locale, s.path as string)]),
    ),
    programmes: new Map(
      programmes.docs.map((p) => [p.id, `${assistant}?${PROGRAMME_PARAM}=${p.id}`]),
    ),
  }
}
