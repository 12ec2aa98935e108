'use client'

import dynamic from 'next/dynamic'

/**
 * The callback form as a chunk of its own, fetched only by pages that render this block (the
 * server still renders it). Tests resolve this file to Component.client.
 */
export const CallbackForm = dynamic(() =>
  import('./Component.client').then((module) => module.CallbackForm),
)
