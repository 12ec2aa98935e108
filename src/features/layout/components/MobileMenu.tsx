import { SmartLink } from '@/components/ui/SmartLink'
import { BookmarksMenuLink } from '@/features/bookmarks/BookmarksLink.client'

import { MobileMenuClose, MobileMenuOpen } from './MobileMenuControls.client'

import type { NavItem } from '@/features/site/queries'

type Labels = {
  open: string
  close: string
  menu: string
  search: string
  searchPlaceholder: string
  searchSubmit: string
}

const DIALOG_ID = 'mobile-menu'

/**
 * The navigation below 1024 px: a modal <dialog>, which traps focus, closes on Escape and returns
 * focus to the button that opened it. Rendered on the server; only its two buttons are client code.
 */
export function MobileMenu({
  items,
  labels,
  searchAction,
  bookmarks,
}: {
  items: NavItem[]
  labels: Labels
  searchAction: string
  bookmarks?: Parameters<typeof BookmarksMenuLink>[0]
}) {
  // Its search form and link lists are alike the search page's and its own by shape only: each
  // has its own ids, texts and classes.
  return (
    <div className="lg:hidden">
      <MobileMenuOpen dialogId={DIALOG_ID} label={labels.open} />
      <dialog
        id={DIALOG_ID}
        aria-label={labels.menu}
        className="m-0 ml-auto h-dvh max-h-none w-[min(24rem,100vw)] max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-black/40"
      >
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <span className="text-lg font-semibold">{labels.menu}</span>
          <MobileMenuClose dialogId={DIALOG_ID} label={labels.close} />
        </div>
        <form
          action={searchAction}
          method="get"
          role="search"
          className="flex gap-2 border-b border-line px-5 py-4"
        >
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
          <button
            type="submit"
            className="min-h-11 rounded bg-brand px-4 font-semibold text-white hover:bg-brand-dark"
          >
            {labels.searchSubmit}
          </button>
        </form>
        <nav aria-label={labels.menu}>
          <ul className="px-2 py-3">
            {items.map((item) => (
              <li key={item.href}>
                <SmartLink
                  href={item.href}
                  className="block rounded px-3 py-3 text-lg font-semibold hover:bg-section-blue"
                >
                  {item.label}
                </SmartLink>
                {item.children.length > 0 && (
                  <ul className="mb-2 ml-3 border-l border-line pl-2">
                    {item.children.map((child) => (
                      // Alike other link lists (blog, search, topics) by markup only: each list
                      // item shows its own link.
                      <li key={child.href}>
                        <SmartLink
                          href={child.href}
                          className="block rounded px-3 py-2.5 text-muted hover:bg-section-blue hover:text-ink"
                        >
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
