import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import { fixedRouteMetadata } from '@/features/seo/page-metadata'
import { FixedRoutePage, fixedRouteAlternates } from '@/features/pages/FixedRoutePage'
import { getPageByPath } from '@/features/pages/queries'
import { Assistant } from '@/features/programmes/components/Assistant.client'
import { ProgrammeList } from '@/features/programmes/components/ProgrammeList'
import { PROGRAMME_PARAM, PROGRAMMES_PAGE_PATH } from '@/features/programmes/constants'
import { getAssistantProgramme, getProgrammeOverview } from '@/features/programmes/queries'
import { isLocale, localizedUrl } from '@/i18n/locales'

// The chosen programme comes from the query string, so every request renders afresh.
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** The programme id in ?programm=, if it looks like one. */
function programmeIdOf(value: string | string[] | undefined): number | null {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : 0
  return id > 0 ? id : null
}

// Alike the other fixed-route pages by shape only: Next wants generateMetadata and the page
// written out per route; what they share lives in FixedRoutePage and fixedRouteMetadata.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'assistant' })
  // A visitor's own selection: nothing for search engines.
  return fixedRouteMetadata('/programme-assistant', {
    locale,
    title: t('metaTitle'),
    indexable: false,
  })
}

/**
 * The programme assistant, /entwicklungsprogramme/assistent/ and
 * /en/development-programmes/assistent/: the list of programmes, or with ?programm=<id> the
 * assistant for that programme.
 */
export default async function ProgrammeAssistantPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const id = programmeIdOf((await searchParams)[PROGRAMME_PARAM])

  const [t, messages, parentPage, programme] = await Promise.all([
    getTranslations({ locale, namespace: 'assistant' }),
    getMessages({ locale }),
    getPageByPath(locale, PROGRAMMES_PAGE_PATH[locale]),
    id ? getAssistantProgramme(locale, id) : null,
  ])
  const programmes = programme ? [] : await getProgrammeOverview(locale)

  const base = fixedRouteAlternates('/programme-assistant')
  const query = programme ? `?${PROGRAMME_PARAM}=${programme.id}` : ''
  const alternates = { de: base.de + query, en: base.en + query }
  const parentUrl = localizedUrl(locale, PROGRAMMES_PAGE_PATH[locale])
  const crumbs = [
    ...(parentPage ? [{ title: parentPage.title, url: parentUrl }] : []),
    { title: t('crumb'), url: alternates[locale] },
  ]

  return (
    <FixedRoutePage locale={locale} alternates={alternates} crumbs={crumbs}>
      <h1 className="text-3xl leading-tight font-bold md:text-5xl">
        {programme ? programme.title : t('title')}
      </h1>
      {programme ? (
        <>
          <p className="mt-3 max-w-3xl text-muted">{t('intro')}</p>
          <p className="mt-2">
            <SmartLink href={base[locale]} className="text-brand underline underline-offset-2">
              {t('otherProgramme')}
            </SmartLink>
          </p>
          <NextIntlClientProvider
            messages={{ assistant: messages.assistant, forms: messages.forms }}
          >
            <Assistant programme={programme} cartHref={fixedRouteAlternates('/cart')[locale]} />
          </NextIntlClientProvider>
        </>
      ) : (
        <>
          {id && (
            <p role="alert" className="mt-4 font-semibold text-red-800">
              {t('notFound')}
            </p>
          )}
          <p className="mt-3 max-w-3xl text-muted">{t('listIntro')}</p>
          <ProgrammeList
            locale={locale}
            programmes={programmes}
            hrefOf={(pid) => `${base[locale]}?${PROGRAMME_PARAM}=${pid}`}
          />
          {parentPage && (
            <p className="mt-8">
              <SmartLink href={parentUrl} className="text-brand underline underline-offset-2">
                {t('programmesPage')}
              </SmartLink>
            </p>
          )}
        </>
      )}
    </FixedRoutePage>
  )
}
