// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { SeminarTrainers } from '@/features/trainers/components/SeminarTrainers'
import { TrainerPage } from '@/features/trainers/components/TrainerPage'
import { personJsonLd } from '@/features/trainers/jsonld'
import { biographyParagraphs } from '@/features/trainers/views'
import type { Media, Trainer } from '@/payload-types'

import { seminarDateView } from './fixtures/seminar-date-view'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const photo = {
  id: 9,
  alt: 'Porträt (Illustration)',
  url: '/api/media/file/trainer.jpg',
  width: 1600,
  height: 1000,
  sizes: {},
} as unknown as Media

const queries = vi.hoisted(() => ({
  getTrainerCards: vi.fn(),
  getTrainerSchedule: vi.fn(),
  getTrainerUrls: vi.fn(),
}))
vi.mock('@/features/trainers/queries', () => queries)
vi.mock('@/features/seminars/components/trail', () => ({
  catalogueTrail: async (_locale: string, _paths: string[], current: object) => [
    { title: 'Start', url: '/' },
    current,
  ],
}))
vi.mock('@/features/seminars/queries', () => ({
  catalogueUrl: (_locale: string, path: string) => path,
}))
// The trail is an async server component of its own, which a test renderer cannot render inside.
vi.mock('@/features/pages/Breadcrumbs', () => ({ Breadcrumbs: () => null }))
vi.mock('@/features/site/queries', () => ({
  getSiteSettings: async () => ({ organisation: 'Institut für Management' }),
}))

describe('trainers on the seminar page', () => {
  it('shows photo, name linked to the profile and role of each trainer', async () => {
    queries.getTrainerCards.mockResolvedValue([
      {
        id: 1,
        name: 'Mara Feld',
        role: 'Trainerin für Führung',
        url: '/trainer/mara-feld/',
        photo,
      },
      {
        id: 2,
        name: 'Olaf Stein',
        role: 'Trainer für Gespräche',
        url: '/trainer/olaf-stein/',
        photo: null,
      },
    ])
    render((await SeminarTrainers({ seminar: { trainers: [1, 2] }, locale: 'de' }))!)
    const section = screen.getByRole('region', { name: 'Ihre Trainerinnen und Trainer' })
    const [first, second] = within(section).getAllByRole('listitem')
    expect(within(first).getByRole('link', { name: 'Mara Feld' }).getAttribute('href')).toMatch(
      /^\/trainer\/mara-feld\/?$/,
    )
    expect(within(first).getByText('Trainerin für Führung')).toBeTruthy()
    expect(within(first).getByRole('img').getAttribute('alt')).toBe('Porträt (Illustration)')
    expect(within(second).queryByRole('img')).toBeNull()
    expect(queries.getTrainerCards).toHaveBeenCalledWith('de', [1, 2])
  })

  it('shows nothing for a seminar without (published) trainers', async () => {
    expect(await SeminarTrainers({ seminar: { trainers: [] }, locale: 'de' })).toBeNull()
    queries.getTrainerCards.mockResolvedValue([])
    expect(await SeminarTrainers({ seminar: { trainers: [5] }, locale: 'en' })).toBeNull()
  })
})

describe('trainer profile', () => {
  // A trainer as the catch-all route passes it: photo and topics populated.
  const trainer = {
    id: 1,
    name: 'Mara Feld',
    slug: 'mara-feld',
    path: '/trainers/mara-feld/',
    role: 'Trainer for leadership',
    biography: 'Twelve years of leading teams.\n\nShe works with real cases.',
    photo,
    topics: [{ id: 4, title: 'Leadership', path: '/seminar-topics/leadership/' }],
    updatedAt: '',
    createdAt: '',
  } as unknown as Trainer

  it('shows name, role, biography, topics, seminars and upcoming dates with their format', async () => {
    queries.getTrainerUrls.mockResolvedValue({
      de: '/trainer/mara-feld/',
      en: '/en/trainers/mara-feld/',
    })
    queries.getTrainerSchedule.mockResolvedValue({
      seminars: [
        { id: 7, code: 'FK-101', title: 'Leading with clarity', subtitle: null, url: '/en/x/' },
      ],
      dates: [seminarDateView({ format: 'online', place: 'Online', locationId: null })],
    })
    const { container } = render(
      await TrainerPage({ trainer, locale: 'en', path: '/trainers/mara-feld/' }),
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Mara Feld' })).toBeTruthy()
    expect(screen.getByText('Trainer for leadership')).toBeTruthy()
    expect(screen.getByText('She works with real cases.').tagName).toBe('P')
    expect(screen.getByRole('link', { name: 'Leadership' }).getAttribute('href')).toMatch(
      /^\/seminar-topics\/leadership\/?$/,
    )
    expect(screen.getByRole('heading', { name: 'Seminars with Mara Feld' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Leading with clarity' })).toBeTruthy()
    const dates = screen.getByTestId('trainer-dates')
    expect(within(dates).getByText('Live online')).toBeTruthy()
    const jsonLd = JSON.parse(
      container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    )
    expect(jsonLd).toMatchObject({
      '@type': 'Person',
      name: 'Mara Feld',
      knowsAbout: ['Leadership'],
    })
  })

  it('says so when the trainer has no seminars yet', async () => {
    queries.getTrainerSchedule.mockResolvedValue({ seminars: [], dates: [] })
    render(await TrainerPage({ trainer, locale: 'de', path: '/trainer/mara-feld/' }))
    expect(
      screen.getByText('Zurzeit sind keine Seminare mit Mara Feld veröffentlicht.'),
    ).toBeTruthy()
    expect(screen.queryByTestId('trainer-dates')).toBeNull()
  })
})

describe('trainer data', () => {
  it('splits a biography into paragraphs at blank lines', () => {
    expect(biographyParagraphs('Eins\nweiter\n\n  \n\nZwei  ')).toEqual(['Eins\nweiter', 'Zwei'])
    expect(biographyParagraphs(null)).toEqual([])
  })

  it('describes a trainer as a schema.org Person working for the institute', () => {
    const person = personJsonLd({
      name: 'Mara Feld',
      role: 'Trainerin',
      biography: `${'Lang. '.repeat(80)}\n\nZweiter Absatz.`,
      url: 'https://seminare.example/trainer/mara-feld/',
      image: null,
      topics: [],
      organisation: { name: 'Institut', url: 'https://seminare.example/' },
    })
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      jobTitle: 'Trainerin',
      worksFor: { '@type': 'EducationalOrganization', name: 'Institut' },
    })
    expect(String(person.description)).toHaveLength(300)
    expect(person).not.toHaveProperty('image')
    expect(person).not.toHaveProperty('knowsAbout')
  })
})
