import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'

import type { ProgrammeListEntry } from '../types'

type Props = { locale: Locale; programmes: ProgrammeListEntry[]; hrefOf: (id: number) => string }

/**
 * The assistant's start: every published programme with a link that starts the assistant for it.
 */
export async function ProgrammeList({ locale, programmes, hrefOf }: Props) {
  const t = await getTranslations({ locale, namespace: 'assistant' })
  if (programmes.length === 0) return <p className="mt-8 text-muted">{t('listEmpty')}</p>
  return (
    <ul
      className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
      data-testid="assistant-programmes"
    >
      {programmes.map((p) => (
        <li key={p.id} className="flex flex-col rounded border border-line p-5">
          <h2 id={`programme-${p.id}-title`} className="text-xl font-bold">
            {p.title}
          </h2>
          <p className="mt-2 text-sm text-muted">{t('moduleCount', { count: p.moduleCount })}</p>
          <p className="mt-3 grow">{p.intro}</p>
          <p className="mt-3">
            {t('fee')}: <span className="font-semibold">{p.priceLabel}</span>{' '}
            <span className="text-sm text-muted">{t('priceNote')}</span>
          </p>
          <SmartLink
            href={hrefOf(p.id)}
            className="btn-primary mt-4 self-start"
            aria-describedby={`programme-${p.id}-title`}
          >
            {t('start')}
          </SmartLink>
        </li>
      ))}
    </ul>
  )
}
