import type { Payload } from 'payload'

import type { Location, Seminar, Topic } from '@/payload-types'

import { noRevalidate } from './payload'
import { richText } from './rich-text'

type TopicData = Partial<Pick<Topic, 'title' | 'slug' | 'description'>>
type LocationData = Partial<
  Pick<Location, 'standort_titel' | 'standort_strasse' | 'standort_plz' | 'standort_ort'>
>

/** A published topic in German: 'Führung' unless `data` says otherwise. */
export const createTopic = (payload: Payload, data: TopicData = {}): Promise<Topic> =>
  payload.create({
    collection: 'topics',
    data: {
      title: 'Führung',
      slug: 'fuehrung',
      description: 'Führen lernen',
      _status: 'published',
      ...data,
    },
    context: noRevalidate,
  })

/** A seminar location in Münster: 'Haus am See' unless `data` says otherwise. */
export const createLocation = (payload: Payload, data: LocationData = {}): Promise<Location> =>
  payload.create({
    collection: 'locations',
    data: {
      standort_titel: 'Haus am See',
      standort_strasse: 'Seeweg 1',
      standort_plz: '48149',
      standort_ort: 'Münster',
      ...data,
    },
    context: noRevalidate,
  })

/** What tells test seminars apart; the description is a short rich text. */
type SeminarData = Pick<Seminar, 'code' | 'title' | 'slug' | 'duration'> & { topics: number[] }

/** A seminar in German, published, or saved as a draft only. */
export const createSeminar = (
  payload: Payload,
  data: SeminarData,
  status: 'published' | 'draft' = 'published',
): Promise<Seminar> =>
  payload.create({
    collection: 'seminars',
    data: { ...data, description: richText('Text'), _status: status },
    draft: status === 'draft',
    context: noRevalidate,
  })
