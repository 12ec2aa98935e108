import { getTranslations } from 'next-intl/server'

import { CookieSettingsLink } from '@/features/consent/CookieSettingsLink'
import { getFooter, getSiteSettings } from '@/features/site/queries'
import type { Locale } from '@/i18n/locales'
import { telHref } from '@/lib/format'

import { MenuLinkItem } from './MenuLinkItem'
import { SocialLinks } from './SocialLinks'

/** Footer: address and contact from the site settings, link columns, social and legal links. */
export async function Footer({ locale }: { locale: Locale }) {
  const [footer, settings, t] = await Promise.all([
    getFooter(locale),
    getSiteSettings(locale),
    getTranslations({ locale, namespace: 'footer' }),
  ])
  const year = new Date().getFullYear()

  // Its link lists are alike each other's and the header's by shape only: each has its own classes.
  return (
    <footer className="on-dark mt-auto bg-section-dark text-on-dark">
      <div className="container-site grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <h2 className="text-lg font-semibold">{settings.organisation}</h2>
          <address className="mt-3 leading-relaxed not-italic">
            {settings.address.addition && (
              <>
                {settings.address.addition}
                <br />
              </>
            )}
            {settings.address.street}
            <br />
            {settings.address.postcode} {settings.address.city}
          </address>
          {(settings.phone || settings.email) && (
            // Both are required in the admin, but a database that was never seeded has neither.
            <p className="mt-3">
              {settings.phone && (
                <>
                  {t('phone')}:{' '}
                  <a
                    href={telHref(settings.phone)}
                    className="text-link-on-dark underline-offset-2 hover:underline"
                  >
                    {settings.phone}
                  </a>
                  <br />
                </>
              )}
              {settings.email && (
                <>
                  {t('email')}:{' '}
                  <a
                    href={`mailto:${settings.email}`}
                    className="text-link-on-dark underline-offset-2 hover:underline"
                  >
                    {settings.email}
                  </a>
                </>
              )}
            </p>
          )}
          {footer.claim && <p className="mt-4 text-sm opacity-90">{footer.claim}</p>}
        </div>
        {footer.columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-lg font-semibold">{column.title}</h2>
            {/* Alike the Header and NavDisclosure lists by markup only: MenuLinkItem is already
               the shared part; each list passes its own classes. */}
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <MenuLinkItem
                  key={link.href}
                  link={link}
                  className="inline-block py-1.5 text-on-dark hover:text-link-on-dark hover:underline"
                />
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        <div className="container-site flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>{t('copyright', { year, organisation: settings.organisation })}</p>
          <nav aria-label={t('legal')}>
            <ul className="flex flex-wrap gap-x-5 gap-y-1">
              {footer.legalLinks.map((link) => (
                <MenuLinkItem
                  key={link.href}
                  link={link}
                  className="inline-block py-2 hover:text-link-on-dark hover:underline"
                />
              ))}
              <li>
                <CookieSettingsLink
                  locale={locale}
                  className="inline-block py-2 hover:text-link-on-dark hover:underline"
                />
              </li>
            </ul>
          </nav>
          <SocialLinks
            links={settings.social}
            label={t('social')}
            className="flex flex-wrap gap-2"
            linkClassName="inline-flex min-h-11 items-center rounded-full border border-white/25 px-4 text-sm hover:border-link-on-dark hover:text-link-on-dark"
          />
        </div>
      </div>
    </footer>
  )
}
