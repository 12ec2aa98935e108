'use client'

import { useState } from 'react'

import { logOut } from './log-out'

/** Ends the customer session and returns to the home page. */
export function LogoutButton({ label, homeHref }: { label: string; homeHref: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => {
        setBusy(true)
        void logOut(homeHref)
      }}
      className="inline-flex min-h-11 w-full items-center rounded px-3 text-left font-semibold text-ink hover:bg-section-blue"
    >
      {label}
    </button>
  )
}
