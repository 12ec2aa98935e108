import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import { LineIcon } from '@/components/ui/icons'
import { BookmarksLink } from '@/features/bookmarks/BookmarksLink.client'
import { BOOKMARKS_PATH } from '@/features/bookmarks/constants'
import { LanguageSwitch } from '@/features/locale/LanguageSwitch.client'
import { LoadingBar } from '@/features/navigation/LoadingBar.client'
import { AccountMenuGate } from '@/features/portal/components/AccountMenuGate.client'
import { isPortalEnabled } from '@/features/portal/session'
import { getNavigation } from '@/features/site/queries'
import { getPathname } from '@/i18n/navigation'
import { type Locale, localizedUrl } from '@/i18n/locales'

import { MenuLinkItem } from './MenuLinkItem'
import { CartLink } from './CartLink.client'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import { NavDisclosure } from './NavDisclosure.client'

/**
 * Sticky header: logo, main navigation (from the CMS), search, bookmarks and cart with counts,
 * language switch.
 */
export async function Header({ locale, loadingLabel }: { locale: Locale; loadingLabel: string }) {
  const [items, t, tb, portalOn] = await Promise.all([
    getNavigation(locale),
    getTranslations({ locale, namespace: 'header' }),
    getTranslations({ locale, namespace: 'bookmarks' }),
    isPortalEnabled(locale),
  ])
  const other: Locale = locale === 'de' ? 'en' : 'de'
  const searchAction = getPathname({ href: '/search', locale })
  const cartHref = getPathname({ href: '/cart', locale })
  const countTemplate = (count: number) => t('cartCount', { count }).replace(String(count), '#')
  const bookmarks = {
    href: localizedUrl(locale, BOOKMARKS_PATH[locale]),
    label: tb('link'),
    countLabels: {
      zero: tb('count', { count: 0 }),
      one: tb('count', { count: 1 }).replace('1', '#'),
      other: tb('count', { count: 2 }).replace('2', '#'),
    },
  }

  // Its menu items are alike the footer's and the submenus' by shape only (MenuLinkItem each).
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <LoadingBar label={loadingLabel} />
      <div className="container-site flex h-16 items-center gap-4 lg:h-20">
        <NextLink href={localizedUrl(locale, '/')} className="mr-auto rounded lg:mr-4 xl:mr-6">
          <Logo suffix={t('toHome')} />
        </NextLink>

        <nav aria-label={t('mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center">
            {items.map((item) =>
              item.children.length > 0 ? (
                <NavDisclosure
                  key={item.href}
                  item={item}
                  toggleLabel={t('submenu', { label: item.label })}
                />
              ) : (
                // Alike the Footer and NavDisclosure lists by markup only: MenuLinkItem is the
                // shared part; each list passes its own classes.
                <MenuLinkItem
                  key={item.href}
                  link={item}
                  className="inline-flex min-h-11 items-center px-2 text-[0.9375rem] font-semibold whitespace-nowrap text-ink hover:text-brand xl:px-3 xl:text-base"
                />
              ),
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-0.5 lg:ml-auto lg:gap-1">
          {/* First in this right-aligned row: when it appears, nothing else moves. */}
          {portalOn && (
            <AccountMenuGate
              portalHref={getPathname({ href: '/kundenportal', locale })}
              homeHref={localizedUrl(locale, '/')}
              labels={{
                signedInAs: t.raw('signedInAs') as string,
                portal: t('accountPortal'),
                logout: t('accountLogout'),
              }}
            />
          )}
          <form
            action={searchAction}
            method="get"
            role="search"
            aria-label={t('searchLabel')}
            className="hidden items-center xl:flex"
          >
            <label htmlFor="header-search" className="sr-only">
              {t('searchLabel')}
            </label>
            <input
              id="header-search"
              name="q"
              type="search"
              placeholder={t('searchPlaceholder')}
              className="h-10 w-52 rounded-l border border-r-0 border-line px-3 text-sm placeholder:text-muted"
            />
            <button
              type="submit"
              className="h-10 rounded-r bg-brand px-3 text-sm font-semibold text-white hover:bg-brand-dark"
            >
              {t('searchSubmit')}
            </button>
          </form>
          <a
            href={searchAction}
            className="hidden min-h-11 min-w-11 items-center justify-center rounded text-ink hover:text-brand lg:inline-flex xl:hidden"
            aria-label={t('search')}
          >
            <LineIcon>
              <circle cx="11" cy="11" r="6.5" />
              <path d="M16 16l4.5 4.5" strokeLinecap="round" />
            </LineIcon>
          </a>
          {/* Phones find it in the menu: the header row has no room for one more icon there. */}
          <BookmarksLink {...bookmarks} className="hidden sm:inline-flex" />
          <CartLink
            href={cartHref}
            label={t('cart')}
            countLabels={{
              zero: t('cartCount', { count: 0 }),
              one: countTemplate(1),
              other: countTemplate(2),
            }}
          />
          <LanguageSwitch
            target={other}
            label={t('switchLanguage')}
            short={t('switchLanguageShort')}
          />
          <MobileMenu
            items={items}
            searchAction={searchAction}
            bookmarks={bookmarks}
            labels={{
              open: t('openMenu'),
              close: t('closeMenu'),
              menu: t('menu'),
              search: t('searchLabel'),
              searchPlaceholder: t('searchPlaceholder'),
              searchSubmit: t('searchSubmit'),
            }}
          />
        </div>
      </div>
    </header>
  )
}
