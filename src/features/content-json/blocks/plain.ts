import type { Media } from '@/payload-types'

import { downloadJson } from '../download'
import { imageJson } from '../image'
import { publicationJson } from '../publication'
import { testimonialJson } from '../testimonial'
import { timelineEntryJson } from '../timeline'

import type { BlockJsonMapper, BlockSlug } from './types'

/** Blocks without entities or images: their stored fields are already the JSON's. */
export const asStored =
  <S extends BlockSlug>(): BlockJsonMapper<S> =>
  (block) => ({ ...(block as object), blockType: block.blockType })

/** A block whose one image field becomes an image object (`url`, `variations`). */
function withImage<S extends BlockSlug>(field: string): BlockJsonMapper<S> {
  return (block) => {
    const value = (block as unknown as Record<string, number | Media | null | undefined>)[field]
    return { ...block, [field]: imageJson(value) }
  }
}

export const imagesJson: BlockJsonMapper<'bild'> = (block) => ({
  ...block,
  // A row whose image was deleted has nothing to show.
  main_block_bilder: (block.main_block_bilder ?? []).flatMap((row) => {
    const image = imageJson(row.bild)
    return image ? [{ ...image, _id: row.id ?? '', description: row.description ?? '' }] : []
  }),
})

export const imageTextJson = withImage<'bild_text'>('main_block_bild')
export const promoJson = withImage<'stoerer'>('main_block_stoerer_bild')
export const contactFormJson = withImage<'kontaktformular'>('main_block_kontakt_bild')
export const callbackJson = withImage<'callback'>('main_block_callback_bild')
export const newsletterJson = withImage<'newsletter'>('main_block_newsletter_bild')

/** The videos as the list `video` (docs/behaviour/entities.md#block-fields). */
export const videoJson: BlockJsonMapper<'video'> = ({ main_block_videos, ...block }) => ({
  ...block,
  video: main_block_videos.map((row) => ({
    _id: row.id ?? '',
    youtube_id: row.youtube_id,
    youtube_thumbnail: imageJson(row.youtube_thumbnail),
    main_block_video_titel: row.main_block_video_titel,
    main_block_video_text: row.main_block_video_text ?? '',
  })),
})

export const tilesJson: BlockJsonMapper<'kacheln'> = (block) => ({
  ...block,
  main_block_kacheln: block.main_block_kacheln.map((row) => ({
    ...row,
    kachel_bild: imageJson(row.kachel_bild),
  })),
})

export const certificationsJson: BlockJsonMapper<'zertifizierungen'> = (block) => ({
  ...block,
  main_block_zertifizierungen: block.main_block_zertifizierungen.map((row) => ({
    ...row,
    main_block_zertifizierung_bild: imageJson(row.main_block_zertifizierung_bild),
  })),
})

// Alike the mapper below by shape only: each block maps its own image field.
export const testimonialsJson: BlockJsonMapper<'kundenstimmen'> = (block) => ({
  ...block,
  main_block_kundenstimmen: block.main_block_kundenstimmen.map(testimonialJson),
})

export const publicationsJson: BlockJsonMapper<'publikationen'> = (block) => ({
  ...block,
  main_block_publikationen: block.main_block_publikationen.map(publicationJson),
})

export const timelineJson: BlockJsonMapper<'historie'> = (block) => ({
  ...block,
  main_block_historie_eintraege: block.main_block_historie_eintraege.map(timelineEntryJson),
})

export const downloadsJson: BlockJsonMapper<'downloads'> = (block) => ({
  ...block,
  downloads: block.downloads.map(downloadJson),
})
