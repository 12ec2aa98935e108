import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { NOT_FOUND_PATH_HEADER } from '@/features/errors/not-found-route'
import { NotFoundPath } from '@/features/errors/NotFoundPath'
import { NotFoundScreen } from '@/features/errors/NotFoundScreen'
import { isLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

// Rendered per request, never cached: the path differs for each, and the layout's revalidate would
// otherwise make Next treat the route as cacheable and fail on reading the request's headers.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'errors' })
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } }
}

/**
 * The 404 screen, rendered on the server with the requested path. Only the proxy brings requests
 * here, with status 404 and the path in a header (src/proxy.ts, docs/decisions/0022); it sends a
 * request for this route's own address here as unknown too. Without the header (reached some other
 * way) it is Next's own 404.
 */
export default async function NotFoundScreenPage({ params }: Props) {
  const { locale } = await params
  const requested = (await headers()).get(NOT_FOUND_PATH_HEADER)
  if (!isLocale(locale) || !requested) notFound()
  setRequestLocale(locale)
  return <NotFoundScreen locale={locale} path={<NotFoundPath pathname={requested} />} />
}
