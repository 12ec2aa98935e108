import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { type Locale, localizedUrl } from '@/i18n/locales'
import { findPublicByIds } from '@/lib/by-ids'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { getPayloadClient } from '@/lib/payload'
import { mapsEmbedUrl, mapsLink } from '@/features/locations/maps'

import type { PlaceAddress } from './jsonld'

// The Payload reads in this module are alike other modules' reads by shape only: each names its
// own collection, filter and fields. The reads that were really the same are shared
// (@/lib/by-path, findDates, publishedSeminars).

const TAGS = { tags: [CACHE_TAGS.catalogue], revalidate: 3600 }

/** Postal addresses and maps links of the given places, for the dates and the structured data. */
export const getPlaceAddresses = cache(
  unstable_cache(
    async (locale: Locale, ids: number[]): Promise<PlaceAddress[]> => {
      const docs = await findPublicByIds('locations', ids, locale, [
        'standort_titel',
        'standort_adresszusatz',
        'standort_strasse',
        'standort_plz',
        'standort_ort',
        'standort_googlemaps',
      ])
      return docs.map((d) => ({
        id: d.id,
        name: d.standort_titel,
        addition: d.standort_adresszusatz?.trim() || null,
        street: d.standort_strasse,
        postcode: d.standort_plz,
        city: d.standort_ort,
        mapsLink: mapsLink(d),
        mapsEmbedUrl: mapsEmbedUrl(d),
      }))
    },
    ['place-addresses'],
    TAGS,
  ),
)

/** A topic's seminars as the topics block links them (seminarthema_seminare). */
export type TopicSeminarLink = { seminar_title: string; seminar_url: string }

/**
 * The published seminars of each given topic, by title, read with one query for all topics
 * (a seminar with several topics appears under each of them).
 */
export const getSeminarLinksByTopic = cache(
  unstable_cache(
    async (locale: Locale, topicIds: number[]): Promise<Record<number, TopicSeminarLink[]>> => {
      const byTopic: Record<number, TopicSeminarLink[]> = Object.fromEntries(
        topicIds.map((id) => [id, []]),
      )
      if (topicIds.length === 0) return byTopic
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection: 'seminars',
        where: { topics: { in: topicIds } },
        locale,
        depth: 0,
        limit: 1000,
        pagination: false,
        sort: 'title',
        overrideAccess: false,
        select: { title: true, path: true, topics: true },
      })
      for (const seminar of docs) {
        if (!seminar.path) continue
        for (const topic of seminar.topics ?? []) {
          const id = typeof topic === 'object' ? topic.id : topic
          byTopic[id]?.push({
            seminar_title: seminar.title,
            seminar_url: localizedUrl(locale, seminar.path),
          })
        }
      }
      return byTopic
    },
    ['seminar-links-by-topic'],
    TAGS,
  ),
)
