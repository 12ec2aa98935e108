import type { Payload } from 'payload'

import type { ImageIds } from '../../images'
import { LOCATIONS } from '../locations'
import { seedTrainers, trainersOfSeminar } from '../trainers'
import { planDates } from './dates'
import { seedProgrammes, seedQuickLinks, seedWhitepapers } from './seedExtras'
import { seedDates, seedSeminars, seedTopics } from './seedSeminars'
import { SEMINARS_CONFLICT } from './seminarsConflict'
import { SEMINARS_LEAD } from './seminarsLead'
import { SEMINARS_PROJECT } from './seminarsProject'
import { SEMINARS_SELF } from './seminarsSelf'
import type { CatalogueIds, SeminarSeed } from './types'

export type { CatalogueIds } from './types'

/** All demo seminars, eight subject areas with five seminars each. */
export const SEMINARS: SeminarSeed[] = [
  ...SEMINARS_LEAD,
  ...SEMINARS_CONFLICT,
  ...SEMINARS_PROJECT,
  ...SEMINARS_SELF,
]

/** The ids of the seeded locations, in the order of LOCATIONS (matched by German name). */
async function locationIds(payload: Payload): Promise<number[]> {
  const ids: number[] = []
  for (const location of LOCATIONS) {
    const { docs } = await payload.find({
      collection: 'locations',
      where: { standort_titel: { equals: location.title.de } },
      locale: 'de',
      fallbackLocale: false,
      depth: 0,
      limit: 1,
      pagination: false,
      overrideAccess: true,
    })
    if (docs[0]) ids.push(docs[0].id)
  }
  return ids
}

/**
 * The demo catalogue: topics, trainers, seminars (naming their trainers) with dates over the next twelve months (computed from the
 * day the seed runs), development programmes, whitepapers with generated PDFs and the popular
 * searches. Needs the locations first. Idempotent: topics match by German slug, seminars by code,
 * programmes and whitepapers by German title; a seminar's dates are only added with the seminar.
 */
export async function seedCatalogue(
  payload: Payload,
  images: ImageIds,
  force: boolean,
  log: (line: string) => void,
): Promise<{ ids: CatalogueIds; created: number }> {
  const locations = await locationIds(payload)
  const topics = await seedTopics(payload, images, log)
  const trainers = await seedTrainers(payload, images, topics.ids, log)
  const seminars = await seedSeminars(payload, SEMINARS, topics.ids, images, log, (seminar) =>
    trainersOfSeminar(seminar, trainers.ids),
  )
  const plans = planDates(SEMINARS.filter((s) => seminars.createdCodes.has(s.code)))
  const dates = await seedDates(payload, plans, seminars.ids, locations, log)
  const programmes = await seedProgrammes(payload, seminars.ids, images, log)
  const whitepapers = await seedWhitepapers(payload, images, log)
  const quickLinks = await seedQuickLinks(payload, force, log)

  const created =
    topics.created +
    trainers.created +
    seminars.createdCodes.size +
    dates +
    programmes.created +
    whitepapers.created +
    (quickLinks ? 1 : 0)
  return {
    ids: {
      topics: topics.ids,
      seminars: seminars.ids,
      locations,
      whitepapers: whitepapers.ids,
      programmes: programmes.ids,
    },
    created,
  }
}
