'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { LineIcon } from '@/components/ui/icons'
import { useDismiss } from '@/components/ui/useDismiss'

import { CLEARED_SIGNED_IN_HINT, hasSignedInHint } from '../signed-in-hint'
import { logOut } from './log-out'

type Labels = {
  /** 'Angemeldet als {name}': the button's accessible name. */
  signedInAs: string
  portal: string
  logout: string
}

type Me = { user?: { vorname?: string; nachname?: string } | null; collection?: string }

/**
 * The header's sign of a customer login: the customer's first name with a menu to the portal and
 * to log out. Cached pages carry nothing of it; it asks Payload's /me only where the login left
 * its hint cookie, and shows nothing for anyone else (signed-in-hint.ts).
 */
export function AccountMenu({
  portalHref,
  homeHref,
  labels,
}: {
  portalHref: string
  homeHref: string
  labels: Labels
}) {
  const [name, setName] = useState<{ first: string; full: string } | null>(null)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, root, button)

  useEffect(() => {
    if (!hasSignedInHint(document.cookie)) return
    const controller = new AbortController()
    fetch('/api/customers/me/', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
      .then((response) => (response.ok ? (response.json() as Promise<Me>) : null))
      .then((me) => {
        const user = me?.collection === 'customers' ? me.user : null
        if (!user?.vorname) {
          // The session ended (expired, logged out elsewhere): the hint goes too.
          document.cookie = CLEARED_SIGNED_IN_HINT
          return
        }
        setName({ first: user.vorname, full: `${user.vorname} ${user.nachname ?? ''}`.trim() })
      })
      .catch(() => null)
    return () => controller.abort()
  }, [])

  if (!name) return null
  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={labels.signedInAs.replace('{name}', name.full)}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded px-1 text-ink hover:text-brand"
        data-testid="account-menu"
      >
        <LineIcon strokeWidth="1.8">
          <circle cx="12" cy="8" r="3.6" />
          <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" strokeLinecap="round" />
        </LineIcon>
        <span className="hidden max-w-32 truncate text-sm font-semibold sm:inline">
          {name.first}
        </span>
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-1 min-w-52 rounded-lg border border-line bg-white py-2 shadow-lg"
      >
        <li>
          <a
            href={portalHref}
            className="block px-4 py-2.5 text-ink hover:bg-section-blue hover:text-brand-darker"
          >
            {labels.portal}
          </a>
        </li>
        <li>
          <button
            type="button"
            onClick={() => void logOut(homeHref)}
            className="block w-full px-4 py-2.5 text-left text-ink hover:bg-section-blue hover:text-brand-darker"
          >
            {labels.logout}
          </button>
        </li>
      </ul>
    </div>
  )
}
