'use client'

import dynamic from 'next/dynamic'

/**
 * The book button as a chunk of its own, fetched only by seminar pages (server rendering stays as
 * it is). Tests resolve this file to BookDateButton.client.
 */
export const BookDateButton = dynamic(() =>
  import('./BookDateButton.client').then((module) => module.BookDateButton),
)
