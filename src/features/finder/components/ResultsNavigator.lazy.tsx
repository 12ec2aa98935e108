'use client'

import dynamic from 'next/dynamic'

/**
 * The result view's enhancement as a chunk of its own, fetched only by the finder page (server
 * rendering stays as it is, and the form works before it arrives). Tests resolve this file to
 * ResultsNavigator.client.
 */
export const ResultsNavigator = dynamic(() =>
  import('./ResultsNavigator.client').then((module) => module.ResultsNavigator),
)
