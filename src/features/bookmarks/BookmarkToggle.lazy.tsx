'use client'

import dynamic from 'next/dynamic'

/**
 * The bookmark toggle as a chunk of its own, fetched only by pages with seminar cards or a seminar
 * (server rendering stays as it is). Tests resolve this file to BookmarkToggle.client.
 */
export const BookmarkToggle = dynamic(() =>
  import('./BookmarkToggle.client').then((module) => module.BookmarkToggle),
)
