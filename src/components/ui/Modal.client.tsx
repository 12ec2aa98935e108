'use client'

import type React from 'react'
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components'

import { DialogCloseButton } from './DialogCloseButton'

type Props = {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  /** The dialog's heading, which also names it for screen readers. */
  title: string
  closeLabel: string
  children: React.ReactNode
  size?: 'md' | 'lg'
}

const SIZE_CLASSES = { md: 'max-w-2xl', lg: 'max-w-4xl' } as const

/**
 * A modal dialog on react-aria: it traps focus, closes on Escape, on its close button and on a
 * click outside, and gives focus back to the element that opened it.
 */
export function Modal({ isOpen, onOpenChange, title, closeLabel, children, size = 'md' }: Props) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/60 p-4 md:items-center md:p-8"
    >
      <AriaModal
        className={`w-full ${SIZE_CLASSES[size]} rounded-lg bg-white text-ink shadow-2xl outline-none`}
      >
        <Dialog className="relative p-5 outline-none md:p-8">
          <div className="mb-5 flex items-start justify-between gap-4">
            <Heading slot="title" className="pt-1.5 text-xl leading-snug font-semibold md:text-2xl">
              {title}
            </Heading>
            <DialogCloseButton onClose={() => onOpenChange(false)} label={closeLabel} />
          </div>
          {children}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  )
}
