'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

const dialogOf = (id: string) => document.getElementById(id) as HTMLDialogElement | null

/** The menu button: opens the mobile menu's dialog, and closes it when a link inside has navigated. */
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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
      </svg>
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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
      </svg>
    </button>
  )
}
