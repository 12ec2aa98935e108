'use client'

import dynamic from 'next/dynamic'

/**
 * The date list as a chunk of its own, fetched only by pages with the dates-by-place-or-topic
 * block (server rendering stays as it is). Tests resolve this file to DateList.client.
 */
export const DateList = dynamic(() => import('./DateList.client').then((module) => module.DateList))
