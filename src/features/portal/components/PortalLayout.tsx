import { getTranslations } from 'next-intl/server'
import type React from 'react'

import { SmartLink } from '@/components/ui/SmartLink'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { fixedRouteUrls, getPathname } from '@/i18n/navigation'
import { type Locale, localizedUrl } from '@/i18n/locales'
import type { Customer } from '@/payload-types'

import { PORTAL_SECTIONS, type PortalSectionKey } from '../constants'

import { LogoutButton } from './LogoutButton.client'

/**
 * The portal layout: a greeting, the portal's section navigation with logout, and the page with
 * the section's name as its heading, an intro and the language alternates.
 */
export async function PortalLayout({
  customer,
  locale,
  section,
  intro,
  children,
}: {
  customer: Customer
  locale: Locale
  section: PortalSectionKey
  intro: React.ReactNode
  children: React.ReactNode
}) {
  const t = await getTranslations({ locale, namespace: 'portal' })
  const sectionHref = PORTAL_SECTIONS.find((s) => s.key === section)!.href
  return (
    <div className="bg-section-grey">
      <div className="container-site py-10 md:py-14">
        <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{t('title')}</p>
        <p className="mt-2 text-2xl font-semibold md:text-3xl">
          {t('greeting', { name: `${customer.vorname} ${customer.nachname}` })}
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
          <nav
            aria-label={t('navigation')}
            className="self-start rounded-lg bg-white p-3 shadow-sm"
          >
            <ul className="space-y-1">
              {PORTAL_SECTIONS.map((entry) => {
                const href = getPathname({ href: entry.href, locale })
                const active = entry.key === section
                return (
                  <li key={entry.key}>
                    <SmartLink
                      href={href}
                      aria-current={active ? 'page' : undefined}
                      className={`flex min-h-11 items-center rounded px-3 font-semibold ${active ? 'bg-brand text-white' : 'text-ink hover:bg-section-blue'}`}
                    >
                      {t(`sections.${entry.key}`)}
                    </SmartLink>
                  </li>
                )
              })}
              <li className="border-t border-line pt-1">
                <LogoutButton label={t('logout')} homeHref={localizedUrl(locale, '/')} />
              </li>
            </ul>
          </nav>
          <div className="min-w-0 rounded-lg bg-white p-6 shadow-sm md:p-8">
            <PageAlternates urls={fixedRouteUrls(sectionHref)} />
            <h1 className="text-2xl font-bold">{t(`sections.${section}`)}</h1>
            <p className="mt-3 text-muted">{intro}</p>
            {children}
          </div>
        </div>
      </div>
    </div>
  )
}
