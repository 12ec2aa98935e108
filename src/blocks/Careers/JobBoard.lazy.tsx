'use client'

import dynamic from 'next/dynamic'

/**
 * The job board widget as a chunk of its own, fetched only by pages with this block. Tests resolve
 * this file to JobBoard.client.
 */
export const JobBoardWidget = dynamic(() =>
  import('./JobBoard.client').then((module) => module.JobBoardWidget),
)
