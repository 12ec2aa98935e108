'use client'

import { openCookieSettings } from '../useConsent'

type Props = { label: string; className?: string }

/** The footer's "Cookie settings" entry: a button (it opens a dialog, it goes nowhere). */
export function CookieSettingsButton({ label, className }: Props) {
  return (
    <button
      type="button"
      onClick={() => openCookieSettings('footer')}
      aria-haspopup="dialog"
      className={className}
    >
      {label}
    </button>
  )
}
