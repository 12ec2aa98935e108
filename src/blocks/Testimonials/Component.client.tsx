'use client'

import { useState } from 'react'

import { LineIcon } from '@/components/ui/icons'
import { Modal } from '@/components/ui/Modal.lazy'

type Props = {
  name: string
  role: string | null
  info: string
  labels: { button: string; buttonFull: string; close: string }
}

/** The info button of a testimonial and the dialog with the longer text behind it. */
export function TestimonialInfo({ name, role, info, labels }: Props) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={labels.buttonFull}
        className="-ml-2 inline-flex min-h-11 items-center gap-2 self-start rounded px-2 font-semibold text-brand hover:text-brand-darker hover:underline"
      >
        <LineIcon className="size-5">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
        </LineIcon>
        {labels.button}
      </button>
      <Modal isOpen={open} onOpenChange={setOpen} title={name} closeLabel={labels.close}>
        {role && <p className="-mt-3 mb-4 text-muted">{role}</p>}
        <p className="whitespace-pre-line">{info}</p>
      </Modal>
    </>
  )
}
