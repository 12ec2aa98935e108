import { type Locale, localizedUrl } from '@/i18n/locales'
import type { SiteSetting } from '@/payload-types'

import { LOGO_PATH } from './constants'
import { absoluteFileUrl, absolutePageUrl } from './urls'

/** The organisation's stable identifier, so other structured data can point at the same node. */
export function organizationId(): string {
  return `${absolutePageUrl('/')}#organization`
}

/**
 * schema.org EducationalOrganization for the home page, from the site settings: name, home page
 * in the visitor's language, logo, postal address, phone, e-mail and the social profiles set.
 */
export function organizationJsonLd(
  settings: Pick<SiteSetting, 'organisation' | 'address' | 'phone' | 'email' | 'social'>,
  locale: Locale,
): Record<string, unknown> {
  const { address } = settings
  const sameAs = Object.values(settings.social ?? {}).filter(
    (url): url is string => typeof url === 'string' && /^https?:\/\//.test(url),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': organizationId(),
    name: settings.organisation,
    url: absolutePageUrl(localizedUrl(locale, '/')),
    logo: absoluteFileUrl(LOGO_PATH),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.street, address.addition].filter(Boolean).join(', '),
      postalCode: address.postcode,
      addressLocality: address.city,
      ...(address.country ? { addressCountry: address.country } : {}),
    },
    telephone: settings.phone,
    email: settings.email,
    ...(sameAs.length ? { sameAs } : {}),
  }
}
