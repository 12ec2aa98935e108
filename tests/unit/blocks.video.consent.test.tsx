// @vitest-environment happy-dom
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { VideoBlock } from '@/blocks/Video/Component'
import { isYoutubeId, youtubeEmbedUrl } from '@/blocks/Video/youtube'
import type { VideoBlock as VideoBlockData } from '@/payload-types'

import {
  reloadWithStoredConsent,
  spyOnFetchEachTest,
  startEachTestWithoutConsent,
} from '../helpers/browser'

vi.mock('next-intl/server', () => import('../helpers/next-intl-server'))

const block: VideoBlockData = {
  blockType: 'video',
  main_block_hintergrundfarbe: '1',
  main_block_videos: [
    {
      id: 'v1',
      youtube_id: 'Xk3_9aZ-b7Q',
      main_block_video_titel: 'Führen in Veränderung',
      main_block_video_text: 'Drei Minuten über gute Übergaben.',
    },
  ],
}

const youtubeRequests = () =>
  Array.from(document.querySelectorAll('[src],[href]')).filter((el) =>
    /youtube|ytimg/.test(`${el.getAttribute('src') ?? ''} ${el.getAttribute('href') ?? ''}`),
  )

startEachTestWithoutConsent()
const fetchSpy = spyOnFetchEachTest()

describe('youtube ids', () => {
  it('accepts exactly 11 letters, digits, - and _', () => {
    expect(isYoutubeId('Xk3_9aZ-b7Q')).toBe(true)
    expect(isYoutubeId('Xk3_9aZ-b7')).toBe(false)
    expect(isYoutubeId('Xk3_9aZ-b7Q1')).toBe(false)
    expect(isYoutubeId('Xk3 9aZ-b7Q')).toBe(false)
    expect(isYoutubeId('"><script>')).toBe(false)
    expect(youtubeEmbedUrl('Xk3_9aZ-b7Q')).toBe(
      'https://www.youtube-nocookie.com/embed/Xk3_9aZ-b7Q?autoplay=1&rel=0',
    )
    expect(youtubeEmbedUrl('nope')).toBeNull()
  })
})

describe('video block', () => {
  it('loads nothing from YouTube before consent, the player after the consent click', async () => {
    const user = userEvent.setup()
    render(await VideoBlock({ block, locale: 'de', index: 0 }))
    expect(screen.getByRole('region', { name: 'Führen in Veränderung' })).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
    expect(youtubeRequests()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Video abspielen: Führen in Veränderung' }))
    const dialog = await screen.findByRole('dialog', { name: 'Führen in Veränderung' })
    expect(within(dialog).getByText('Externe Inhalte von YouTube')).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
    expect(youtubeRequests()).toHaveLength(0)
    expect(fetchSpy()).not.toHaveBeenCalled()

    await user.click(within(dialog).getByRole('button', { name: 'Video laden (YouTube)' }))
    const iframe = dialog.querySelector('iframe')
    expect(iframe?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/Xk3_9aZ-b7Q?autoplay=1&rel=0',
    )
    expect(iframe?.getAttribute('title')).toBe('Führen in Veränderung')
    expect(JSON.parse(localStorage.getItem('cookies') ?? '{}').state).toMatchObject({
      youtubeCookiesAccepted: true,
      cookieSettings: { necessary: true, marketing: false },
    })
  })

  it('closes the dialog on Escape and on the close button, back on the thumbnail', async () => {
    const user = userEvent.setup()
    render(await VideoBlock({ block, locale: 'de', index: 0 }))
    const thumbnail = screen.getByRole('button', { name: 'Video abspielen: Führen in Veränderung' })

    await user.click(thumbnail)
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(thumbnail))

    await user.click(thumbnail)
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Schließen' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('shows the player at once when consent was stored on an earlier visit', async () => {
    reloadWithStoredConsent({ youtubeCookiesAccepted: true })
    const { VideoBlock: FreshVideoBlock } = await import('@/blocks/Video/Component')
    const user = userEvent.setup()
    render(await FreshVideoBlock({ block, locale: 'de', index: 0 }))
    await user.click(screen.getByRole('button', { name: /Video abspielen/ }))
    const dialog = await screen.findByRole('dialog')
    await waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull())
    expect(within(dialog).queryByRole('button', { name: 'Video laden (YouTube)' })).toBeNull()
  })

  it('uses a block heading and h3 titles for several videos', async () => {
    const several: VideoBlockData = {
      ...block,
      main_block_videos_titel: 'Einblicke',
      main_block_videos: [
        { ...block.main_block_videos[0], id: 'a' },
        {
          ...block.main_block_videos[0],
          id: 'b',
          youtube_id: 'Ab1Cd2Ef3Gh',
          main_block_video_titel: 'Feedback geben',
        },
      ],
    }
    render(await VideoBlock({ block: several, locale: 'de', index: 4 }))
    const region = screen.getByRole('region', { name: 'Einblicke' })
    expect(
      within(region)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Führen in Veränderung', 'Feedback geben'])
    expect(within(region).getAllByRole('button')).toHaveLength(2)
  })
})
