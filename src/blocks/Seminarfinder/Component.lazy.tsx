'use client'

import dynamic from 'next/dynamic'

/**
 * The block's interactive parts as chunks of their own, fetched only by pages that render this
 * block (server rendering stays as it is). Tests resolve this file to Component.client.
 */
export const FinderTabs = dynamic(() =>
  import('./Component.client').then((module) => module.FinderTabs),
)
export const FinderResults = dynamic(() =>
  import('./Component.client').then((module) => module.FinderResults),
)
