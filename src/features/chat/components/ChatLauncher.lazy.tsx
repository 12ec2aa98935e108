'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

import { useConsent } from '@/features/consent/useConsent'

import type { ChatLauncher as Launcher } from './ChatLauncher.client'

const LazyLauncher = dynamic(
  () => import('./ChatLauncher.client').then((module) => module.ChatLauncher),
  { ssr: false },
)

/**
 * The chat button as a chunk of its own, fetched only once the visitor allows marketing (the
 * launcher shows nothing before that). Tests resolve this file to ChatLauncher.client.
 */
export function ChatLauncher(props: ComponentProps<typeof Launcher>) {
  const { cookieSettings } = useConsent()
  return cookieSettings.marketing ? <LazyLauncher {...props} /> : null
}
