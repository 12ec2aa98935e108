'use client'

import dynamic from 'next/dynamic'

/**
 * The finder's tabs as a chunk of their own, fetched only by pages with the seminar finder block
 * (server rendering stays as it is). Tests resolve this file to FinderTabs.client.
 */
export const FinderTabs = dynamic(() =>
  import('./FinderTabs.client').then((module) => module.FinderTabs),
)
