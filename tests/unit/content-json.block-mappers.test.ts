import { describe, expect, it } from 'vitest'

import {
  asStored,
  imagesJson,
  promoJson,
  testimonialsJson,
  videoJson,
} from '@/features/content-json/blocks/plain'
import type { Media } from '@/payload-types'

const photo = { id: 1, alt: 'Raum', url: '/api/media/file/raum.jpg', sizes: {} } as Media

describe('content JSON of blocks without catalogue entities', () => {
  it('keeps a block without entities or images as stored', () => {
    const block = {
      blockType: 'sprungmarke' as const,
      main_block_sprungmarke_ziel: 'inhalt',
      id: 'b1',
    }
    expect(asStored<'sprungmarke'>()(block, 'de')).toEqual(block)
  })

  it('gives each image of the bild block url, variations and description, dropping deleted ones', async () => {
    const json = await imagesJson(
      {
        blockType: 'bild',
        main_block_hintergrundfarbe: '1',
        main_block_bilder: [
          { id: 'r1', bild: photo, description: 'Innen' },
          { id: 'r2', bild: null, description: 'gelöscht' },
        ],
      },
      'de',
    )
    expect(json.main_block_bilder).toEqual([
      expect.objectContaining({
        _id: 'r1',
        url: '/api/media/file/raum.jpg',
        description: 'Innen',
        variations: {
          '500': '/api/media/file/raum.jpg',
          '800': '/api/media/file/raum.jpg',
          '1200': '/api/media/file/raum.jpg',
        },
      }),
    ])
  })

  // Alike the test below by shape only: each mapper is tested on its own.
  it('answers the videos under the page data’s name `video`', async () => {
    const json = await videoJson(
      {
        blockType: 'video',
        main_block_hintergrundfarbe: '1',
        main_block_videos: [
          { id: 'v1', youtube_id: 'Qm7x2LpR4vT', main_block_video_titel: 'Einblick' },
        ],
      },
      'de',
    )
    expect(json).not.toHaveProperty('main_block_videos')
    expect(json.video).toEqual([
      {
        _id: 'v1',
        youtube_id: 'Qm7x2LpR4vT',
        youtube_thumbnail: null,
        main_block_video_titel: 'Einblick',
        main_block_video_text: '',
      },
    ])
  })

  it('turns a block’s image field into an image object, or null without one', async () => {
    const promo = {
      blockType: 'stoerer' as const,
      main_block_stoerer_typ: '1' as const,
      main_block_stoerer_titel: 'Neu',
      main_block_spalten_breite: '58' as const,
      main_block_hintergrundfarbe: '1' as const,
    }
    expect(
      (await promoJson({ ...promo, main_block_stoerer_bild: photo }, 'de')).main_block_stoerer_bild,
    ).toMatchObject({ url: '/api/media/file/raum.jpg' })
    expect((await promoJson(promo, 'de')).main_block_stoerer_bild).toBeNull()
  })

  it('maps every testimonial row to the testimonial entity', async () => {
    const json = await testimonialsJson(
      {
        blockType: 'kundenstimmen',
        main_block_hintergrundfarbe: '1',
        main_block_kundenstimmen: [
          { id: 'k1', kundenstimme_zitat: 'Gut.', kundenstimme_zitatgeber: 'Ben, Leiter' },
        ],
      },
      'de',
    )
    expect(json.main_block_kundenstimmen).toEqual([
      expect.objectContaining({ kundenstimme_id: 'k1', kundenstimme_bewertung: '' }),
    ])
  })
})
