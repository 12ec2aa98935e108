import { getLocale } from 'next-intl/server'

import { CurrentPath } from '@/features/errors/CurrentPath.client'
import { NotFoundScreen } from '@/features/errors/NotFoundScreen'
import { defaultLocale, isLocale } from '@/i18n/locales'

/**
 * The 404 of a page's notFound(). Next 16 serves it only inside the RSC payload (an empty HTML
 * shell until scripts run), so the proxy sends paths it knows to be unknown to the
 * not-found--screen route instead (docs/decisions/0022); this remains for the rest.
 */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  return <NotFoundScreen locale={locale} path={<CurrentPath />} />
}
