'use client'

import dynamic from 'next/dynamic'

/**
 * The bookmarks list as a chunk of its own, fetched only by the bookmarks page (server rendering
 * stays as it is). Tests resolve this file to BookmarksList.client.
 */
export const BookmarksList = dynamic(() =>
  import('./BookmarksList.client').then((module) => module.BookmarksList),
)
