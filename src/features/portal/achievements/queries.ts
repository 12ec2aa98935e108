import 'server-only'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import type { ProgrammeOutline } from './progress'

/**
 * The booked programmes as they are published now (title and modules in the page's language),
 * in one query. Read with public access: a customer has no further rights on the catalogue.
 */
export async function getProgrammeOutlines(ids: number[], locale: Locale): Promise<ProgrammeOutline[]> {
  if (ids.length === 0) return []
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'programmes',
    where: { id: { in: ids } },
    locale,
    depth: 0,
    pagination: false,
    limit: ids.length,
    overrideAccess: false,
    select: { title: true, modules: true },
  })
  return docs.map((p) => ({ id: p.id, title: p.title, modules: (p.modules ?? []).map((m) => ({ id: m.id ?? '', title: m.title })) }))
}
