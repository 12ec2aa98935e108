import 'server-only'

import { PROGRAMME_PARAM } from '@/features/programmes/constants'
import { getPathname } from '@/i18n/navigation'
import { type Locale, localizedUrl } from '@/i18n/locales'
import { findPublicByIds } from '@/lib/by-ids'

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
  const [seminars, programmes] = await Promise.all([
    findPublicByIds('seminars', seminarIds, locale, ['path']),
    findPublicByIds('programmes', programmeIds, locale, ['title']),
  ])
  const assistant = withSlash(getPathname({ href: '/programme-assistant', locale }))
  return {
    seminars: new Map(
      seminars.filter((s) => s.path).map((s) => [s.id, localizedUrl(locale, s.path as string)]),
    ),
    programmes: new Map(programmes.map((p) => [p.id, `${assistant}?${PROGRAMME_PARAM}=${p.id}`])),
  }
}
