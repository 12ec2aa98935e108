'use client'

import dynamic from 'next/dynamic'

/**
 * The block's interactive part as a chunk of its own, fetched only by pages that render this
 * block (server rendering stays as it is). Tests resolve this file to Component.client.
 */
export const TileGrid = dynamic(() =>
  import('./Component.client').then((module) => module.TileGrid),
)
