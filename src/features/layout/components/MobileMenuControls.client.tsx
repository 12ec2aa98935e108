'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { CloseIcon, LineIcon } from '@/components/ui/icons'

const dialogOf = (id: string) => document.getElementById(id) as HTMLDialogElement | null

/**
 * The menu button: opens the mobile menu's dialog, and closes it when a link inside has navigated.
 */
export function MobileMenuOpen({ dialogId, label }: { dialogId: string; label: string }) {
  const pathname = usePathname()
  useEffect(() => {
    dialogOf(dialogId)?.close()
  }, [dialogId, pathname])
  return (
    <button
      type="button"
      onClick={() => dialogOf(dialogId)?.showModal()}
      aria-haspopup="dialog"
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-ink hover:text-brand"
      aria-label={label}
    >
      <LineIcon className="size-7">
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      </LineIcon>
    </button>
  )
}

/** The close button inside the mobile menu's dialog. */
export function MobileMenuClose({ dialogId, label }: { dialogId: string; label: string }) {
  return (
    <button
      type="button"
      onClick={() => dialogOf(dialogId)?.close()}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:text-brand"
      aria-label={label}
    >
      <CloseIcon />
    </button>
  )
}
