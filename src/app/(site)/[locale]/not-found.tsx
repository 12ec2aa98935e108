import { getLocale, getTranslations } from 'next-intl/server'

import { RenderBlocks } from '@/blocks/RenderBlocks'
import { CurrentPath } from '@/features/errors/CurrentPath.client'
import { ErrorScreen } from '@/features/errors/ErrorScreen'
import { getNotFoundPage } from '@/features/pages/queries'
import { defaultLocale, isLocale } from '@/i18n/locales'

/** 404: 'Page not found' with the path, then the blocks of the CMS page marked as the 404 page. */
export default async function NotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : defaultLocale
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'errors' }),
    getNotFoundPage(locale),
  ])
  const [before, after] = t.raw('notFoundLead').split('{path}') as [string, string]
  return (
    <>
      <ErrorScreen
        status={404}
        title={t('notFoundTitle')}
        statusLabel={t('statusLabel', { status: 404 })}
      >
        <p>
          {before}
          <CurrentPath />
          {after}
        </p>
      </ErrorScreen>
      {page && <RenderBlocks blocks={page.blocks} locale={locale} />}
    </>
  )
}
