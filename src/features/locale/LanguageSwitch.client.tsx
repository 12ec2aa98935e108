'use client'

import { usePathname } from 'next/navigation'

import { type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localizedUrl } from '@/i18n/locales'

import { useAlternatesStore } from './alternates-store'

type Props = { target: Locale; label: string; short: string }

/** Writes the locale cookie: 365 days, path /, SameSite=Lax. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`
}

/**
 * The current query string for the counterpart page: filters (the seminar finder's `?ort=3`) and
 * searches mean the same in both languages. A login's `return` names a path in this language and
 * is left behind. Read at click time, so that the header stays free of useSearchParams (which
 * would make every cached page render on the client).
 */
function carriedQuery(): string {
  const params = new URLSearchParams(window.location.search)
  params.delete('return')
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * Goes to the current page's counterpart in the other language (from its `_urls`), keeping the
 * page's filters, or to that language's home page when the page has none.
 */
export function LanguageSwitch({ target, label, short }: Props) {
  const pathname = usePathname()
  const alternates = useAlternatesStore()
  const counterpart = alternates.pathname === pathname ? alternates.urls[target] : null
  const href = counterpart || localizedUrl(target, '/')
  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      onClick={(event) => {
        rememberLocale(target)
        // A counterpart that names its own query (the search page's) already carries it.
        if (counterpart && !counterpart.includes('?'))
          event.currentTarget.href = `${counterpart}${carriedQuery()}`
      }}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 text-sm font-semibold text-ink hover:text-brand"
      aria-label={label}
      data-testid="language-switch"
    >
      {short}
    </a>
  )
}
