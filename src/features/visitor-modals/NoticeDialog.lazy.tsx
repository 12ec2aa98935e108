'use client'

import dynamic from 'next/dynamic'

/**
 * The notice dialog as a chunk of its own, fetched only when a notice opens, so that the layout's
 * script on every page stays small. Tests resolve this file to NoticeDialog.client.
 */
export const NoticeDialog = dynamic(() =>
  import('./NoticeDialog.client').then((module) => module.NoticeDialog),
)
