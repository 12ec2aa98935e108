import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'

import type { Breadcrumb } from './queries'

/** Home › Parent › Page, the last entry marked as the current page. */
export async function Breadcrumbs({ items, locale }: { items: Breadcrumb[]; locale: Locale }) {
  if (items.length < 2) return null
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <nav aria-label={t('breadcrumbs')} className="container-site pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {items.map((item, i) => {
          const last = i === items.length - 1
          return (
            <li key={item.url} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-ink">
                  {item.title}
                </span>
              ) : (
                <>
                  <SmartLink href={item.url} className="underline-offset-2 hover:text-brand hover:underline">
                    {item.title}
                  </SmartLink>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
