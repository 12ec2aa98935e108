'use client'

import { useState } from 'react'

/** Ends the customer session and returns to the home page. */
export function LogoutButton({ label, homeHref }: { label: string; homeHref: string }) {
  const [busy, setBusy] = useState(false)
  return (
    <button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        await fetch('/api/customers/logout/', { method: 'POST', credentials: 'same-origin' }).catch(
          () => null,
        )
        window.location.assign(homeHref)
      }}
      className="inline-flex min-h-11 w-full items-center rounded px-3 text-left font-semibold text-ink hover:bg-section-blue"
    >
      {label}
    </button>
  )
}
