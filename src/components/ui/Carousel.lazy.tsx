'use client'

import dynamic from 'next/dynamic'

/** The carousel as a chunk of its own, fetched only by pages whose blocks render one. */
export const Carousel = dynamic(() => import('./Carousel.client').then((module) => module.Carousel))
