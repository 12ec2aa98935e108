'use client'

import type React from 'react'

import { Modal } from '@/components/ui/Modal.client'
import { SmartLink } from '@/components/ui/SmartLink'
import type { NoticeKind } from '@/features/activity/notices'

/** One notice as the site settings describe it; the image is rendered by the server. */
export type VisitorNotice = {
  title: string
  text: string
  href: string | null
  linkText: string
  image: React.ReactNode
}

export type VisitorModalsLabels = { close: string; dismiss: string }

type Props = {
  kind: NoticeKind
  notice: VisitorNotice
  labels: VisitorModalsLabels
  onClose: () => void
}

/** An open visitor notice: title, text, optional image, its link and a "not now" button. */
export function NoticeDialog({ kind, notice, labels, onClose }: Props) {
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={notice.title}
      closeLabel={labels.close}
    >
      <div data-testid="visitor-notice" data-notice={kind} className="grid gap-5">
        {notice.image}
        {notice.text && <p className="leading-relaxed whitespace-pre-line">{notice.text}</p>}
        <div className="flex flex-wrap gap-3">
          {notice.href && (
            <SmartLink href={notice.href} className="btn-primary" onClick={onClose}>
              {notice.linkText}
            </SmartLink>
          )}
          <button type="button" className="btn-secondary" onClick={onClose}>
            {labels.dismiss}
          </button>
        </div>
      </div>
    </Modal>
  )
}
