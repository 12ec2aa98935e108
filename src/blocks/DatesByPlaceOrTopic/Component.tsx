import { getTranslations } from 'next-intl/server'

import { Section, SectionHeading } from '@/components/ui/Section'
import { dateListLabels } from '@/features/finder/labels'
import { getSeminarPlaces, getTopics, getUpcomingDates } from '@/features/seminars/queries'
import type { Locale } from '@/i18n/locales'
import type {
  Location,
  SeminarortTermineBlock as DatesByPlaceOrTopicBlockData,
  Topic,
} from '@/payload-types'

import type { BlockProps } from '../types'
import { relationId } from '@/lib/relations'

import { DateList } from '@/features/finder/components/DateList.lazy'

/** The place's city or the topic's title for the heading, from the populated value or the lists. */
async function subjectName(
  block: DatesByPlaceOrTopicBlockData,
  locale: Locale,
  id: number | undefined,
): Promise<string | null> {
  if (id === undefined) return null
  if (block.main_block_termine_filter === 'thema') {
    const topic =
      typeof block.main_block_seminarthema === 'object'
        ? (block.main_block_seminarthema as Topic | null)
        : (await getTopics(locale)).find((t) => t.id === id)
    return topic?.title ?? null
  }
  const place =
    typeof block.main_block_seminarort === 'object'
      ? (block.main_block_seminarort as Location | null)
      : (await getSeminarPlaces(locale)).find((p) => p.id === id)
  return place ? place.standort_ort || place.standort_titel : null
}

/**
 * Upcoming dates of one place or one topic; heading with the count, five rows and five more per
 * click.
 */
export async function DatesByPlaceOrTopicBlock({
  block,
  locale,
  index,
}: BlockProps<DatesByPlaceOrTopicBlockData>) {
  const t = await getTranslations({ locale, namespace: 'finder.dates' })
  const byTopic = block.main_block_termine_filter === 'thema'
  const id =
    relationId(byTopic ? block.main_block_seminarthema : block.main_block_seminarort) ?? undefined
  const [dates, name, labels] = await Promise.all([
    id === undefined
      ? Promise.resolve([])
      : getUpcomingDates(locale, byTopic ? { topicId: id } : { locationId: id }),
    subjectName(block, locale, id),
    dateListLabels(locale),
  ])
  const count = dates.length
  const heading = block.main_block_seminarort_termine_titel
    ? t('titleWithCount', { title: block.main_block_seminarort_termine_titel, count })
    : name
      ? byTopic
        ? t('headingTopic', { topic: name, count })
        : t('headingPlace', { place: name, count })
      : t('headingAny', { count })
  const headingId = `block-${index}-title`

  return (
    <Section labelledBy={headingId}>
      <SectionHeading id={headingId} text={heading} className="mb-8" />
      {count === 0 ? (
        <p className="rounded-lg bg-section-grey p-6 text-muted">{t('empty')}</p>
      ) : (
        <DateList
          dates={dates}
          locale={locale}
          labels={labels}
          listId={`block-${index}-dates`}
          describedBy={headingId}
        />
      )}
    </Section>
  )
}
