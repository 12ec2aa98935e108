import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { CmsImage } from '@/components/ui/CmsImage'
import { PageAlternates } from '@/features/locale/PageAlternates.client'
import { Breadcrumbs } from '@/features/pages/Breadcrumbs'
import { seoMetadata } from '@/features/seo/page-metadata'
import { MailedLinkAccess } from '@/features/whitepapers/components/MailedLinkAccess.client'
import { getWhitepaper } from '@/features/whitepapers/queries'
import { isLocale, type Locale, localizedUrl, locales } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string; whitepaperId: string }> }

// The same HTML for every visitor (the access code stays in the URL fragment, which only the
// browser reads): rendered on the first request and cached until the whitepapers change.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

/** The whitepaper's id from the URL: digits only, as the ids are. */
const parseId = (value: string): number | null =>
  /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null

const pageUrl = (locale: Locale, id: number) => localizedUrl(locale, `/whitepaper-dl/${id}/`)

async function load(params: Props['params']) {
  const { locale, whitepaperId } = await params
  const id = parseId(whitepaperId)
  if (!isLocale(locale) || id === null) return null
  const paper = await getWhitepaper(locale, id)
  return paper ? { locale, id, paper } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const t = await getTranslations({ locale: found.locale, namespace: 'whitepaperForm' })
  // Reached through a personal link or the search: the download page itself is not for search
  // engines.
  const { locale, id, paper } = found
  const urls = Object.fromEntries(locales.map((l) => [l, pageUrl(l, id)]))
  return seoMetadata({
    locale,
    title: t('page.metaTitle', { title: paper.title }),
    description: paper.description,
    urls,
    indexable: false,
  })
}

/**
 * /whitepaper-dl/<id>/ and /en/whitepaper-dl/<id>/: the mailed download link and the search
 * results' target.
 */
export default async function WhitepaperDownloadPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, id, paper } = found
  setRequestLocale(locale)
  const t = await getTranslations({ locale })
  const alternates = Object.fromEntries(locales.map((l) => [l, pageUrl(l, id)]))

  return (
    <>
      <PageAlternates urls={alternates} />
      <Breadcrumbs
        items={[
          { title: t('common.home'), url: localizedUrl(locale, '/') },
          { title: paper.title, url: pageUrl(locale, id) },
        ]}
        locale={locale}
      />
      <div className="container-site pt-6 pb-16">
        <div className="grid items-start gap-8 md:grid-cols-[2fr_3fr] md:gap-12">
          <CmsImage
            image={paper.thumbnail}
            sizes="(min-width: 768px) 40vw, 100vw"
            className="h-auto w-full rounded-lg border border-line"
            priority
            noImageText={t('common.noImage')}
          />
          <div>
            <p className="font-semibold text-brand">{t('whitepaperForm.page.kicker')}</p>
            <h1 className="mt-2 text-3xl leading-tight font-bold md:text-5xl">{paper.title}</h1>
            <p className="mt-4 text-lg">{paper.description}</p>
          </div>
        </div>
        <section aria-labelledby="whitepaper-access-title" className="mt-12 max-w-3xl">
          <h2 id="whitepaper-access-title" className="mb-5 text-2xl font-semibold">
            {t('whitepaperForm.page.accessHeading')}
          </h2>
          {paper.gateLink ? (
            <a
              href={paper.gateLink}
              className="btn-primary"
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('blocks.whitepapers.download')}
              <span className="sr-only"> ({t('common.openInNewTab')})</span>
            </a>
          ) : (
            <NextIntlClientProvider
              locale={locale}
              messages={{ forms: t.raw('forms'), whitepaperForm: t.raw('whitepaperForm') }}
            >
              <MailedLinkAccess id={id} title={paper.title} locale={locale} />
            </NextIntlClientProvider>
          )}
        </section>
      </div>
    </>
  )
}
