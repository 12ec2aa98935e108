'use client'

import dynamic from 'next/dynamic'

/**
 * The finder's result view as a chunk of its own, fetched only by pages whose seminar finder block
 * shows results (server rendering stays as it is). Tests resolve this file to FinderResults.client.
 */
export const FinderResults = dynamic(() =>
  import('./FinderResults.client').then((module) => module.FinderResults),
)
