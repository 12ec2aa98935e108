import { getTranslations } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { VideoBlock as VideoBlockData } from '@/payload-types'

import type { BlockProps } from '../types'

import type { VideoLabels } from './Component.client'
import { VideoPlayer } from './Component.lazy'
import { PRIVACY_URLS } from './constants'

type Video = VideoBlockData['main_block_videos'][number]

const GRID_CLASSES = {
  1: 'lg:max-w-[66.666%]',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
} as const

/** A calm poster for videos without a thumbnail; nothing is fetched from YouTube before consent. */
function NeutralPoster() {
  return (
    <svg
      viewBox="0 0 160 90"
      preserveAspectRatio="xMidYMid slice"
      className="block aspect-video h-auto w-full"
      aria-hidden="true"
    >
      <rect width="160" height="90" fill="#0f2a44" />
      <circle cx="132" cy="14" r="46" fill="#005ca9" opacity="0.55" />
      <circle cx="22" cy="86" r="38" fill="#004a88" opacity="0.6" />
      <path d="M0 70 C40 55 70 80 110 62 S150 50 160 56 V90 H0Z" fill="#e6f0f8" opacity="0.08" />
    </svg>
  )
}

function Poster({ video, noImage }: { video: Video; noImage: string }) {
  const image = video.youtube_thumbnail
  if (image && typeof image === 'object' && image.url) {
    return (
      <CmsImage
        image={image}
        sizes="(min-width: 1280px) 720px, (min-width: 1024px) 58vw, 100vw"
        className="block aspect-video h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        noImageText={noImage}
      />
    )
  }
  return <NeutralPoster />
}

/**
 * One video beside its title and text, or several as a grid. The thumbnail opens a dialog with
 * the two-click YouTube notice, then the player.
 */
export async function VideoBlock({ block, locale, index }: BlockProps<VideoBlockData>) {
  const [t, tm, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'blocks.video' }),
    getTranslations({ locale, namespace: 'blocks.modal' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const videos = block.main_block_videos ?? []
  if (videos.length === 0) return null
  const blockTitle = block.main_block_videos_titel
  const single = videos.length === 1
  const headingId = `block-${index}-title`
  const labels: VideoLabels = {
    close: tm('close'),
    consentTitle: t('consentTitle'),
    consentText: t('consentText'),
    consentRemember: t('consentRemember'),
    privacy: t('privacy'),
    newTab: tc('openInNewTab'),
    load: t('load'),
  }
  const player = (video: Video) => (
    <VideoPlayer
      youtubeId={video.youtube_id}
      title={video.main_block_video_titel}
      playLabel={t('play', { title: video.main_block_video_titel })}
      poster={<Poster video={video} noImage={tc('noImage')} />}
      privacyUrl={PRIVACY_URLS[locale]}
      labels={labels}
    />
  )

  if (single && !blockTitle) {
    const video = videos[0]
    return (
      <Section background={block.main_block_hintergrundfarbe} labelledBy={headingId}>
        <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:gap-16">
          <div className="min-w-0 lg:basis-[58.333%]">{player(video)}</div>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-2xl leading-tight font-semibold md:text-3xl">
              {video.main_block_video_titel}
            </h2>
            {video.main_block_video_text && (
              <p className="mt-4 whitespace-pre-line">{video.main_block_video_text}</p>
            )}
          </div>
        </div>
      </Section>
    )
  }

  const ItemHeading = blockTitle ? 'h3' : 'h2'
  return (
    <Section
      background={block.main_block_hintergrundfarbe}
      labelledBy={blockTitle ? headingId : undefined}
    >
      {blockTitle && <SectionHeading id={headingId} text={blockTitle} className="mb-8" />}
      <ul className={`grid gap-8 ${GRID_CLASSES[Math.min(videos.length, 3) as 1 | 2 | 3]}`}>
        {videos.map((video, i) => (
          <li key={video.id ?? i} className="flex flex-col">
            {player(video)}
            <ItemHeading className="mt-4 text-xl leading-snug font-semibold">
              {video.main_block_video_titel}
            </ItemHeading>
            {video.main_block_video_text && (
              <p className="mt-2 whitespace-pre-line">{video.main_block_video_text}</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}
