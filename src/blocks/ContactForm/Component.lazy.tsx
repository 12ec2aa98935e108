'use client'

import dynamic from 'next/dynamic'

/**
 * The block's form as a chunk of its own, fetched only by pages that render this block (server
 * rendering stays as it is). Tests resolve this file to Component.client.
 */
export const ContactBlockForm = dynamic(() =>
  import('./Component.client').then((module) => module.ContactBlockForm),
)
