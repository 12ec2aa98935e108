// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { TopicExplorer } from '@/blocks/SeminarTopics/Component.client'
import type { TopicItem } from '@/blocks/SeminarTopics/TopicDetails'
import type { Topic } from '@/payload-types'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const topicDoc = (id: number, title: string): Topic => ({
  id,
  title,
  slug: title.toLowerCase(),
  path: `/seminarthemen/${title.toLowerCase()}/`,
  description: `Alles über ${title}.`,
  updatedAt: '',
  createdAt: '',
})
const published = [
  topicDoc(1, 'Führung'),
  topicDoc(2, 'Kommunikation'),
  topicDoc(3, 'Selbstmanagement'),
]

vi.mock('@/features/seminars/queries', () => ({
  getTopics: async () => published,
  catalogueUrl: (_locale: string, path: string | null) => path,
}))
vi.mock('@/features/seminars/page-queries', () => ({
  getSeminarLinksByTopic: async (_locale: string, ids: number[]) =>
    Object.fromEntries(
      ids.map((id) => [
        id,
        id === 2
          ? [{ seminar_title: 'Gespräche führen', seminar_url: '/seminare/gespraeche-fuehren/' }]
          : [],
      ]),
    ),
}))

const labels = {
  choose: 'Thema wählen',
  seminars: 'Seminare zu diesem Thema',
  noSeminars: 'Keine Seminare.',
  tabs: 'Seminarthemen',
}
const topics: TopicItem[] = ['Führung', 'Kommunikation', 'Selbstmanagement'].map((title, i) => ({
  id: String(i + 1),
  title,
  description: `Alles über ${title}.`,
  url: `/seminarthemen/${i + 1}/`,
  linkLabel: `Alle Seminare zum Thema ${title}`,
  seminars: [{ seminar_title: `${title} kompakt`, seminar_url: `/seminare/${i + 1}/` }],
}))

// next/link drops the trailing slash when not running inside the app (trailingSlash is a build
// setting).
const href = (link: HTMLElement) => link.getAttribute('href')?.replace(/\/$/, '')

const visibleTopicTitle = () =>
  within(screen.getByRole('tabpanel')).getByRole('heading', { level: 3 }).textContent

describe('seminar topics as vertical tabs', () => {
  it('shows one topic at a time and switches with clicks and arrow keys', async () => {
    const user = userEvent.setup()
    render(<TopicExplorer layout="tabs" topics={topics} labels={labels} baseId="b0" />)
    expect(screen.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(visibleTopicTitle()).toBe('Führung')
    expect(
      href(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Führung kompakt/ })),
    ).toBe('/seminare/1')

    await user.click(screen.getByRole('tab', { name: 'Kommunikation' }))
    expect(visibleTopicTitle()).toBe('Kommunikation')

    await user.keyboard('{ArrowDown}')
    expect(visibleTopicTitle()).toBe('Selbstmanagement')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Selbstmanagement' }))
    await user.keyboard('{ArrowDown}')
    expect(visibleTopicTitle()).toBe('Führung')
    await user.keyboard('{ArrowUp}')
    expect(visibleTopicTitle()).toBe('Selbstmanagement')
    expect(screen.getAllByRole('tab').map((tab) => tab.getAttribute('tabindex'))).toEqual([
      '-1',
      '-1',
      '0',
    ])
  })

  it('changes the topic through the dropdown that replaces the tabs on small screens', async () => {
    const user = userEvent.setup()
    render(<TopicExplorer layout="tabs" topics={topics} labels={labels} baseId="b0" />)
    await user.selectOptions(screen.getByLabelText('Thema wählen'), 'Kommunikation')
    expect(visibleTopicTitle()).toBe('Kommunikation')
    expect(screen.getByRole('tab', { name: 'Kommunikation' }).getAttribute('aria-selected')).toBe(
      'true',
    )
  })
})

describe('seminar topics as tiles', () => {
  it.each([
    ['tiles-2', 'lg:grid-cols-2'],
    ['tiles-3', 'lg:grid-cols-3'],
    ['tiles-4', 'lg:grid-cols-4'],
  ] as const)('%s lays the tiles out in columns (%s)', (layout, columns) => {
    render(<TopicExplorer layout={layout} topics={topics} labels={labels} baseId="b1" />)
    expect(screen.getByTestId('topic-tiles').className).toContain(columns)
  })

  it('opens one topic below the tiles, switches to another, and closes with the same tile or Escape', async () => {
    const user = userEvent.setup()
    render(<TopicExplorer layout="tiles-3" topics={topics} labels={labels} baseId="b1" />)
    const tile = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) })
    const details = screen.getByTestId('topic-details')
    expect(details.hidden).toBe(true)
    expect(tile('Führung').getAttribute('aria-controls')).toBe(details.id)

    await user.click(tile('Führung'))
    expect(details.hidden).toBe(false)
    expect(within(details).getByRole('heading', { level: 3 }).textContent).toBe('Führung')
    expect(tile('Führung').getAttribute('aria-expanded')).toBe('true')

    await user.click(tile('Kommunikation'))
    expect(within(details).getByRole('heading', { level: 3 }).textContent).toBe('Kommunikation')
    expect(tile('Führung').getAttribute('aria-expanded')).toBe('false')
    expect(
      href(within(details).getByRole('link', { name: 'Alle Seminare zum Thema Kommunikation' })),
    ).toBe('/seminarthemen/2')

    await user.click(tile('Kommunikation'))
    expect(details.hidden).toBe(true)

    await user.click(tile('Selbstmanagement'))
    await user.keyboard('{Escape}')
    expect(details.hidden).toBe(true)
    expect(document.activeElement).toBe(tile('Selbstmanagement'))
  })
})

describe('seminar topics block', () => {
  it('shows the chosen topics in the editor’s order, ids or objects alike, with their seminars', async () => {
    const { SeminarTopicsBlock } = await import('@/blocks/SeminarTopics/Component')
    const block = {
      blockType: 'seminarthemen' as const,
      main_block_seminarthemen_type: 'tabs' as const,
      main_block_seminarthemen: [published[1], 1, 99],
    }
    render(await SeminarTopicsBlock({ block, locale: 'de', index: 0 }))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Seminarthemen')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Kommunikation',
      'Führung',
    ])
    expect(
      href(within(screen.getByRole('tabpanel')).getByRole('link', { name: /Gespräche führen/ })),
    ).toBe('/seminare/gespraeche-fuehren')
  })

  it('shows every published topic when none are chosen', async () => {
    const { SeminarTopicsBlock } = await import('@/blocks/SeminarTopics/Component')
    render(
      await SeminarTopicsBlock({
        block: {
          blockType: 'seminarthemen',
          main_block_seminarthemen_type: 'tiles-2',
          main_block_seminarthemen_titel: 'Unsere Themen',
        },
        locale: 'de',
        index: 1,
      }),
    )
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Unsere Themen')
    expect(within(screen.getByTestId('topic-tiles')).getAllByRole('listitem')).toHaveLength(3)
  })
})
