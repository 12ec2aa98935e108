'use client'

import dynamic from 'next/dynamic'

/**
 * The settings dialog as a chunk of its own, fetched when the banner or the footer link opens it.
 */
export const CookieSettingsDialog = dynamic(
  () => import('./CookieSettingsDialog.client').then((module) => module.CookieSettingsDialog),
  { ssr: false },
)
