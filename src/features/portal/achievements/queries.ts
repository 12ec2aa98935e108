import 'server-only'

import { findPublishedProgrammes } from '@/features/programmes/queries'
import type { Locale } from '@/i18n/locales'

import type { ProgrammeOutline } from './progress'

/**
 * The booked programmes as they are published now (title and modules in the page's language),
 * in one query. Read with public access: a customer has no further rights on the catalogue.
 */
export async function getProgrammeOutlines(
  ids: number[],
  locale: Locale,
): Promise<ProgrammeOutline[]> {
  const programmes = await findPublishedProgrammes(ids, locale)
  return programmes.map((p) => ({
    id: p.id,
    title: p.title,
    modules: (p.modules ?? []).map((m) => ({ id: m.id ?? '', title: m.title })),
  }))
}
