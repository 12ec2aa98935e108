import { describe, expect, it } from 'vitest'

import { blogArticleJson, blogTopicJson } from '@/features/content-json/blog'
import { downloadJson } from '@/features/content-json/download'
import { fileUrl, imageJson } from '@/features/content-json/image'
import { locationJson } from '@/features/content-json/location'
import { newsJson } from '@/features/content-json/news'
import { publicationJson } from '@/features/content-json/publication'
import { seminarCardJson, seminarJson } from '@/features/content-json/seminar'
import { seminarDateJson } from '@/features/content-json/seminar-date'
import { testimonialJson } from '@/features/content-json/testimonial'
import { timelineEntryJson } from '@/features/content-json/timeline'
import { topicJson } from '@/features/content-json/topic'
import { whitepaperJson } from '@/features/content-json/whitepaper'
import type { SeminarDateView } from '@/features/seminars/types'
import type { BlogPost, Location, Media } from '@/payload-types'

import { richText } from '../helpers/rich-text'

const size = (name: string, width: number) => ({ url: `/api/media/file/${name}`, width })

const photo = {
  id: 7,
  alt: 'Seminarraum',
  url: '/api/media/file/raum.jpg',
  width: 1000,
  height: 600,
  sizes: { w500: size('raum-500.webp', 500), w800: size('raum-800.webp', 800), w1200: {} },
} as Media

const date: SeminarDateView = {
  id: 3,
  seminarId: 1,
  seminarCode: 'FK-101',
  seminarTitle: 'Führen im Wandel',
  seminarUrl: '/seminare/fuehren-im-wandel/',
  startDate: '2026-12-03T00:00:00.000Z',
  endDate: '2026-12-04T00:00:00.000Z',
  period: '03.12.2026 – 04.12.2026',
  days: 2,
  format: 'in_person' as const,
  onlineNote: null,
  locationId: 4,
  place: 'Münster',
  price: 1490,
  currency: 'EUR',
  priceLabel: '1.490,00 €',
  seatsLeft: 5,
  seatsTotal: 12,
}

describe('content JSON images', () => {
  it('names the 500, 800 and 1200 variations, the original where a width was not generated', () => {
    expect(imageJson(photo)).toEqual({
      id: 7,
      url: '/api/media/file/raum.jpg',
      alt: 'Seminarraum',
      width: 1000,
      height: 600,
      variations: {
        '500': '/api/media/file/raum-500.webp',
        '800': '/api/media/file/raum-800.webp',
        '1200': '/api/media/file/raum.jpg',
      },
    })
  })

  it('gives null for a missing or unpopulated image or file', () => {
    expect(imageJson(null)).toBeNull()
    expect(imageJson(7)).toBeNull()
    expect(fileUrl(undefined)).toBeNull()
  })
})

describe('content JSON catalogue entities', () => {
  it('writes a seminar’s rating with a decimal comma, also for English pages', () => {
    const seminar = { id: 1, code: 'FK-101', title: 'Führen', rating: 4.8, url: '/en/seminars/x/' }
    expect(seminarJson(seminar)).toEqual({
      seminar_id: 1,
      seminar_code: 'FK-101',
      seminar_titel: 'Führen',
      seminar_untertitel: '',
      seminar_rating_durchschnitt: '4,8',
      seminar_url: '/en/seminars/x/',
    })
    expect(seminarJson({ ...seminar, rating: null }).seminar_rating_durchschnitt).toBe('')
  })

  it('gives a seminar card its length and next date as a date item', () => {
    const card = seminarCardJson({
      id: 1,
      code: 'FK-101',
      title: 'Führen',
      subtitle: 'Kompakt',
      rating: 5,
      ratingCount: 3,
      url: '/seminare/fuehren/',
      duration: 2,
      topicIds: [9],
      nextDate: date,
    })
    expect(card).toMatchObject({ seminar_untertitel: 'Kompakt', seminar_dauer: 2 })
    expect(card.seminar_naechster_termin?.url).toBe(
      '/seminare/fuehren-im-wandel/#seminar-detail-section-termine',
    )
  })

  it('names a date’s days, place and fee and links to the dates section', () => {
    expect(seminarDateJson(date)).toEqual({
      id: 3,
      title: 'Führen im Wandel',
      seminartermin: { tage: '03.12.2026 – 04.12.2026', ort: 'Münster' },
      seminargebuehr: '1.490,00\u00a0€',
      url: '/seminare/fuehren-im-wandel/#seminar-detail-section-termine',
      freie_plaetze: 5,
      format: 'in_person',
      online_hinweis: '',
    })
  })

  it('names an online date’s format and how it runs, the date’s own note before the site’s', () => {
    const online = { ...date, format: 'online' as const, place: 'Online', locationId: null }
    expect(seminarDateJson(online, 'Link eine Woche vorher')).toMatchObject({
      seminartermin: { ort: 'Online' },
      format: 'online',
      online_hinweis: 'Link eine Woche vorher',
    })
    const ownNote = { ...online, onlineNote: 'Per Zoom' }
    expect(seminarDateJson(ownNote, 'Link eine Woche vorher').online_hinweis).toBe('Per Zoom')
    const inPerson = { ...date, onlineNote: 'übrig' }
    expect(seminarDateJson(inPerson, 'Link').online_hinweis).toBe('')
  })

  it('keeps the contract’s German days and fee when the date was read for an English page', () => {
    const english = { ...date, period: '3 Dec 2026 – 4 Dec 2026', priceLabel: '€1,490.00' }
    expect(seminarDateJson(english)).toMatchObject({
      seminartermin: { tage: '03.12.2026 – 04.12.2026', ort: 'Münster' },
      seminargebuehr: '1.490,00\u00a0€',
    })
    const byArrangement = { ...date, startDate: null, endDate: null, period: 'by arrangement' }
    expect(seminarDateJson(byArrangement).seminartermin.tage).toBe('by arrangement')
  })

  it('lists a topic’s seminars as seminar_title and seminar_url', () => {
    const seminars = [{ seminar_title: 'Führen', seminar_url: '/seminare/fuehren/' }]
    expect(
      topicJson({ id: 2, title: 'Führung', description: 'Führen lernen' }, '/t/', seminars),
    ).toEqual({
      seminarthema_id: 2,
      seminarthema_titel: 'Führung',
      seminarthema_beschreibung: 'Führen lernen',
      seminarthema_url: '/t/',
      seminarthema_seminare: seminars,
    })
  })

  // Alike the test below by shape only: each mapper is tested on its own.
  it('gives a whitepaper its gate link only when it has one', () => {
    const paper = {
      id: 5,
      title: 'Feedback',
      description: 'Kurz',
      thumbnail: photo,
      gateLink: null,
    }
    const json = whitepaperJson(paper)
    expect(json).toMatchObject({ whitepaper_id: 5, whitepaper_titel: 'Feedback' })
    expect(json.whitepaper_thumbnail?.variations['500']).toBe('/api/media/file/raum-500.webp')
    expect(json).not.toHaveProperty('whitepaper_hubspot_gate_link')
    expect(whitepaperJson({ ...paper, gateLink: 'https://x.example/' })).toHaveProperty(
      'whitepaper_hubspot_gate_link',
      'https://x.example/',
    )
  })

  it('builds a location’s maps link from its address when the editor gave none', () => {
    const location = {
      id: 4,
      standort_titel: 'Tagungshaus',
      standort_strasse: 'Domplatz 1',
      standort_plz: '48143',
      standort_ort: 'Münster',
      standort_bild: photo,
    } as Location
    const json = locationJson(location)
    expect(json).toMatchObject({ standort_adresszusatz: '', standort_pdf: null })
    expect(json.standort_googlemaps).toContain(encodeURIComponent('Domplatz 1, 48143 Münster'))
    expect(json.standort_bild?.url).toBe('/api/media/file/raum.jpg')
  })
})

describe('content JSON blog and news', () => {
  it('gives an article its URL, topic ids and reading time', () => {
    const post = {
      id: 8,
      title: 'Gute Fragen',
      path: '/blog/gute-fragen/',
      topics: [{ id: 1, title: 'Führung' }, 2],
      date: '2026-10-01T00:00:00.000Z',
      duration: 6,
      intro: 'Wer fragt, führt.',
    } as BlogPost
    expect(blogArticleJson(post, 'en')).toMatchObject({
      url: '/en/blog/gute-fragen/',
      thema_ids: [1, 2],
      duration: 6,
      author: '',
      image: null,
    })
    expect(blogTopicJson({ id: 1, title: 'Führung', createdAt: '', updatedAt: '' })).toEqual({
      id: 1,
      title: 'Führung',
    })
  })

  it('gives a news item its intro, image and date', () => {
    const item = {
      id: 1,
      title: 'Neu',
      intro: 'Text',
      image: photo,
      date: '2026-11-01',
      createdAt: '',
      updatedAt: '',
    }
    expect(newsJson(item)).toMatchObject({ id: 1, title: 'Neu', intro: 'Text', date: '2026-11-01' })
  })
})

describe('content JSON block rows', () => {
  it('gives publication and timeline rows their id as _id', () => {
    const publication = {
      id: 'p1',
      main_block_publikation_verfasser: 'A. Berger',
      main_block_publikation_titel: 'Führen, 2024',
    }
    expect(publicationJson(publication)).toEqual({
      _id: 'p1',
      main_block_publikation_verfasser: 'A. Berger',
      main_block_publikation_titel: 'Führen, 2024',
    })
    const entry = timelineEntryJson({
      id: 'h1',
      main_block_historie_eintrag_titel: '1998',
      main_block_historie_eintrag_text: richText('Gegründet') as never,
    })
    expect(entry).toMatchObject({ _id: 'h1', main_block_historie_eintrag_bild: null })
  })

  it('identifies a testimonial by the editor’s id, else the row’s, and writes its rating with a comma', () => {
    const row = {
      id: 'k1',
      kundenstimme_zitat: 'Sehr gut.',
      kundenstimme_zitatgeber: 'Anna Berger, Teamleiterin',
      kundenstimme_bewertung: '4.5',
    }
    expect(testimonialJson(row)).toMatchObject({
      kundenstimme_id: 'k1',
      kundenstimme_bewertung: '4,5',
    })
    expect(testimonialJson({ ...row, kundenstimme_id: 'FB-9' }).kundenstimme_id).toBe('FB-9')
  })

  it('gives a download its file address and lets an image file preview itself', () => {
    const pdf = { ...photo, id: 9, url: '/api/media/file/plan.pdf', mimeType: 'application/pdf' }
    expect(downloadJson({ id: 'd1', download_titel: 'Plan', download_datei: pdf })).toEqual({
      download_id: 'd1',
      download_titel: 'Plan',
      download_url: '/api/media/file/plan.pdf',
      download_thumbnail: null,
      download_epaper: '',
    })
    const picture = { ...photo, mimeType: 'image/jpeg' }
    expect(
      downloadJson({ id: 'd2', download_titel: 'Foto', download_datei: picture }).download_thumbnail
        ?.url,
    ).toBe('/api/media/file/raum.jpg')
  })
})
