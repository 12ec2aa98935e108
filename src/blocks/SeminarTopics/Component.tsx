import { getTranslations } from 'next-intl/server'

import { Section, SectionHeading } from '@/components/ui/Section'
import { getSeminarLinksByTopic } from '@/features/seminars/page-queries'
import { catalogueUrl, getTopics } from '@/features/seminars/queries'
import type { SeminarthemenBlock as SeminarTopicsBlockData, Topic } from '@/payload-types'

import type { BlockProps } from '../types'

import type { TopicsLayout } from './Component.client'
import { TopicExplorer } from './Component.lazy'
import type { TopicItem } from './TopicDetails'

/**
 * The topics to show: the chosen ones in the editor's order (ids or populated objects), or all
 * published topics when none are chosen. Unpublished choices drop out.
 */
export function pickTopics(
  chosen: SeminarTopicsBlockData['main_block_seminarthemen'],
  published: Topic[],
): Topic[] {
  const ids = (chosen ?? []).map((value) => (typeof value === 'object' ? value.id : value))
  if (ids.length === 0) return published
  return ids
    .map((id) => published.find((topic) => topic.id === id))
    .filter((topic): topic is Topic => Boolean(topic))
}

/** Seminar topics as vertical tabs or tiles, each with its description, seminars and topic page. */
export async function SeminarTopicsBlock({
  block,
  locale,
  index,
}: BlockProps<SeminarTopicsBlockData>) {
  const [t, published] = await Promise.all([
    getTranslations({ locale, namespace: 'seminars.topicsBlock' }),
    getTopics(locale),
  ])
  const topics = pickTopics(block.main_block_seminarthemen, published)
  if (topics.length === 0) return null
  const seminarsByTopic = await getSeminarLinksByTopic(
    locale,
    topics.map((topic) => topic.id),
  )
  const headingId = `block-${index}-title`
  const title = block.main_block_seminarthemen_titel || t('defaultTitle')
  const items: TopicItem[] = topics.map((topic) => ({
    id: String(topic.id),
    title: topic.title,
    description: topic.description,
    url: catalogueUrl(locale, topic.path),
    linkLabel: t('allSeminars', { title: topic.title }),
    seminars: seminarsByTopic[topic.id] ?? [],
  }))

  return (
    <Section background="3" labelledBy={headingId}>
      <SectionHeading id={headingId} text={title} />
      <TopicExplorer
        layout={(block.main_block_seminarthemen_type ?? 'tabs') as TopicsLayout}
        topics={items}
        labels={{
          choose: t('choose'),
          seminars: t('seminars'),
          noSeminars: t('noSeminars'),
          tabs: title,
        }}
        baseId={`block-${index}-topics`}
      />
    </Section>
  )
}
