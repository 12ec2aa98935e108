import '@/styles/globals.css'

import { fontVariables } from '@/styles/font'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'
import type React from 'react'

// For its client references only: the blocks' lazy loaders then belong to this layout's chunks,
// so a CMS page and the 404 screen (which renders the blocks of the page marked as 404) share
// one copy instead of each loading its own.
import '@/blocks/RenderBlocks'

import { ConsentBannerRoot, ConsentRoot } from '@/features/consent/ConsentRoot'
import { FreshnessRoot } from '@/features/freshness/FreshnessRoot'
import { CSP_NONCE_VARIANT } from '@/features/security/headers'
import { Footer } from '@/features/layout/components/Footer'
import { Header } from '@/features/layout/components/Header'
import { MarketingRoot } from '@/features/marketing/MarketingRoot'
import { PreviewBar } from '@/features/preview/PreviewBar'
import { VisitorModalsRoot } from '@/features/visitor-modals/VisitorModalsRoot'
import { isStaffPreview } from '@/features/preview/staff-preview'
import { isLocale } from '@/i18n/locales'
import { env } from '@/lib/env'

// No page is prerendered at build time (the build has no database): each renders on its first
// request and is then served from Next's cache like the CMS pages (see [[...slug]]/page.tsx).
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

// What a page's Cache-Control tells shared caches (nginx): fresh for 30 s, then served stale while
// one request refetches it. Next's own copy is still expired at once by tag when an editor
// publishes (docs/decisions/0003, 0010-shared-cache-headers.md).
export const revalidate = 30

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: 'Institut für Führung Münster', template: '%s · Institut für Führung Münster' },
  icons: { icon: '/favicon.svg' },
}

export const viewport: Viewport = { themeColor: '#005ca9', width: 'device-width', initialScale: 1 }

type Props = { children: React.ReactNode; params: Promise<{ locale: string }> }

/** The default layout: skip link, loading bar, header, page, footer. */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  // Nonce variant (CSP_NONCE=1 builds): every page renders per request, so that Next can write
  // that request's nonce on its scripts (docs/decisions/0009).
  if (CSP_NONCE_VARIANT) await connection()
  setRequestLocale(locale)
  const [t, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getMessages({ locale }),
  ])
  const loading = (messages.loading as { label: string }).label
  // Reading isEnabled keeps cached pages cached: in the render that fills the cache Next hands out
  // an empty draft mode (false) and marks nothing dynamic; only enable()/disable() would
  // (next/dist/server/request/draft-mode.js; the catch-all page reads it too, and its pages are
  // cached). A draft-mode request renders per request anyway, so the bar and its client leaf reach
  // editors' previews only, never a cached page.
  const preview = await isStaffPreview()

  return (
    // The consent banner's inline script may mark <html> before hydration (cookie-banner-dialog.ts).
    <html lang={locale} className={fontVariables} suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {t('skipToContent')}
        </a>
        {/* Before the page, so that its script opens it before the rest is parsed and styled; after
            the skip link, which must stay the page's first link. */}
        {!preview && <ConsentBannerRoot locale={locale} />}
        {preview && <PreviewBar locale={locale} />}
        {/* No NextIntlClientProvider here: it would ship the client i18n runtime to every page.
            Client leaves get their strings as props; lazily loaded forms bring their own (withMessages). */}
        <Header locale={locale} loadingLabel={loading} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer locale={locale} />
        {/* Consent first: the marketing scripts and notices wait for it. Each brings its own texts.
            An editor's preview shows the page only: no banner over it, no notices, no tags. */}
        {!preview && (
          <>
            <ConsentRoot locale={locale} />
            <MarketingRoot locale={locale} />
            <VisitorModalsRoot locale={locale} />
          </>
        )}
        <FreshnessRoot />
      </body>
    </html>
  )
}
