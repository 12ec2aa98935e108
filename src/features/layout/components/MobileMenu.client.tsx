'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { BookmarksMenuLink } from '@/features/bookmarks/BookmarksLink.client'

import type { NavItem } from '@/features/site/queries'

type Labels = { open: string; close: string; menu: string; search: string; searchPlaceholder: string; searchSubmit: string }

/**
 * The navigation below 1024 px: a modal <dialog>, which traps focus, closes on Escape and returns
 * focus to the button that opened it.
 */
export function MobileMenu({ items, labels, searchAction, bookmarks }: { items: NavItem[]; labels: Labels; searchAction: string; bookmarks?: Parameters<typeof BookmarksMenuLink>[0] }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const pathname = usePathname()

  useEffect(() => {
    dialog.current?.close()
  }, [pathname])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        aria-haspopup="dialog"
        className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-ink hover:text-brand"
        aria-label={labels.open}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        aria-label={labels.menu}
        className="m-0 ml-auto h-dvh max-h-none w-[min(24rem,100vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <span className="text-lg font-semibold">{labels.menu}</span>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded hover:text-brand"
            aria-label={labels.close}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <form action={searchAction} method="get" role="search" className="flex gap-2 border-b border-line px-5 py-4">
          <label className="sr-only" htmlFor="mobile-search">
            {labels.search}
          </label>
          <input
            id="mobile-search"
            name="q"
            type="search"
            placeholder={labels.searchPlaceholder}
            className="min-h-11 w-full rounded border border-line px-3"
          />
          <button type="submit" className="min-h-11 rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark">
            {labels.searchSubmit}
          </button>
        </form>
        <nav aria-label={labels.menu}>
          <ul className="px-2 py-3">
            {items.map((item) => (
              <li key={item.href}>
                <SmartLink href={item.href} className="block rounded px-3 py-3 text-lg font-semibold hover:bg-section-blue">
                  {item.label}
                </SmartLink>
                {item.children.length > 0 && (
                  <ul className="mb-2 ml-3 border-l border-line pl-2">
                    {item.children.map((child) => (
                      <li key={child.href}>
                        <SmartLink href={child.href} className="block rounded px-3 py-2.5 text-muted hover:bg-section-blue hover:text-ink">
                          {child.label}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {bookmarks && (
          <div className="border-t border-line px-2 py-3 sm:hidden">
            <BookmarksMenuLink {...bookmarks} />
          </div>
        )}
      </dialog>
    </div>
  )
}
