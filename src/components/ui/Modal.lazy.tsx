'use client'

import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'

import type { Modal as AriaModal } from './Modal.client'

const LazyModal = dynamic(() => import('./Modal.client').then((module) => module.Modal), {
  ssr: false,
})

/**
 * The modal dialog, fetched (with react-aria, about 30 KB gzip) the first time one opens: pages
 * with news, videos or testimonials do not load it for dialogs nobody opens. Closed, it renders
 * nothing, as react-aria's overlay does. Tests resolve this file to Modal.client.
 */
export function Modal(props: ComponentProps<typeof AriaModal>) {
  return props.isOpen ? <LazyModal {...props} /> : null
}
