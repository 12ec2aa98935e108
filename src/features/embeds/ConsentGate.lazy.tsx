'use client'

import dynamic from 'next/dynamic'

/**
 * The two-click gate as a chunk of its own, fetched only by pages with a map, frame or job board
 * (the server still renders the notice). Tests resolve this file to ConsentGate.client.
 */
export const ConsentGate = dynamic(() =>
  import('./ConsentGate.client').then((module) => module.ConsentGate),
)
