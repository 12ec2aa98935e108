'use client'

import { useCallback, useId, useRef, useState } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { useDismiss } from '@/components/ui/useDismiss'

import type { NavItem } from '@/features/site/queries'

import { MenuLinkItem } from './MenuLinkItem'

/**
 * A main-navigation entry with sub-items: the label is a link, the chevron button opens the
 * list (disclosure pattern). Escape and a click elsewhere close it.
 */
export function NavDisclosure({ item, toggleLabel }: { item: NavItem; toggleLabel: string }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])

  useDismiss(open, close, root, button)

  // Alike AccountMenu's disclosure by shape only: both close when focus leaves; trigger and items
  // differ.
  return (
    <li
      ref={root}
      className="relative flex items-center"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <SmartLink
        href={item.href}
        className="inline-flex min-h-11 items-center px-2 text-[0.9375rem] font-semibold whitespace-nowrap text-ink hover:text-brand xl:px-3 xl:text-base"
      >
        {item.label}
      </SmartLink>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={toggleLabel}
        onClick={() => setOpen((value) => !value)}
        className="-ml-2 inline-flex min-h-11 min-w-8 items-center justify-center rounded text-ink hover:text-brand"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5 7l5 6 5-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-1 min-w-64 rounded-lg border border-line bg-white py-2 shadow-lg"
      >
        {/* Alike the Header and Footer lists by markup only: MenuLinkItem is already the shared
           part; each list passes its own classes. */}
        {item.children.map((child) => (
          <MenuLinkItem
            key={child.href}
            link={child}
            className="block px-4 py-2.5 text-ink hover:bg-section-blue hover:text-brand-darker"
          />
        ))}
      </ul>
    </li>
  )
}
