import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'

import type { Breadcrumb } from './queries'

/**
 * Home › Parent › Page, the last entry marked as the current page. Always one line: on a narrow
 * screen the current page's title, which the heading below repeats, is cut short first (a trail
 * that wrapped to a second line when the web font arrived pushed the whole page down), then the
 * parents' titles; each keeps its full text for screen readers and as its link's name.
 */
export async function Breadcrumbs({ items, locale }: { items: Breadcrumb[]; locale: Locale }) {
  if (items.length < 2) return null
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <nav aria-label={t('breadcrumbs')} className="container-site pt-6 text-sm print:hidden">
      <ol className="flex items-center gap-x-2 text-muted">
        {items.map((item, i) => {
          const last = i === items.length - 1
          return last ? (
            // Takes the room the parents leave (flex-basis 0), and never less than 6rem: the
            // parents only give way when they alone would not leave that much.
            <li key={item.url} className="min-w-24 flex-1">
              <span aria-current="page" className="block truncate text-ink">
                {item.title}
              </span>
            </li>
          ) : (
            <li key={item.url} className="flex min-w-0 items-center gap-2">
              <SmartLink
                href={item.url}
                className="truncate underline-offset-2 hover:text-brand hover:underline"
              >
                {item.title}
              </SmartLink>
              <span aria-hidden="true">›</span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
