import { getTranslations } from 'next-intl/server'

import { SmartLink } from '@/components/ui/SmartLink'
import type { Locale } from '@/i18n/locales'

import type { ProgrammeOverviewEntry } from '../types'

type Props = {
  locale: Locale
  programmes: ProgrammeOverviewEntry[]
  hrefOf: (id: number) => string
}

/**
 * The programme overview, the assistant's start: every published programme with its modules, the
 * seminars each module is taken with and their next date, the fee and a link that starts the
 * assistant (the booking) for it.
 */
export async function ProgrammeList({ locale, programmes, hrefOf }: Props) {
  const t = await getTranslations({ locale, namespace: 'assistant' })
  if (programmes.length === 0) return <p className="mt-8 text-muted">{t('listEmpty')}</p>
  return (
    <ul className="mt-8 grid gap-6 lg:grid-cols-3" data-testid="assistant-programmes">
      {programmes.map((p) => (
        <li
          key={p.id}
          data-testid="programme"
          className="flex flex-col rounded border border-line p-5"
        >
          <h2 id={`programme-${p.id}-title`} className="text-xl font-bold">
            {p.title}
          </h2>
          <p className="mt-2 text-sm text-muted">{t('moduleCount', { count: p.moduleCount })}</p>
          <p className="mt-3">{p.intro}</p>
          <h3 className="mt-4 font-semibold">{t('modulesOverview')}</h3>
          <ol className="mt-2 grow space-y-3" data-testid="programme-modules">
            {p.modules.map((module) => (
              <li key={module.id}>
                <span className="font-semibold">{module.title}</span>{' '}
                <span className="text-sm text-muted">({module.category})</span>
                <ul className="mt-1 space-y-1 text-sm">
                  {module.seminars.map((seminar) => {
                    const next = seminar.dates[0]
                    return (
                      <li key={seminar.id}>
                        <SmartLink
                          href={seminar.url}
                          className="text-brand underline underline-offset-2"
                        >
                          {seminar.title}
                        </SmartLink>
                        {' – '}
                        <span className="text-muted">
                          {next
                            ? t('nextDate', { period: next.period, place: next.place })
                            : t('noDateScheduled')}
                        </span>
                      </li>
                    )
                  })}
                </ul>
              </li>
            ))}
          </ol>
          <p className="mt-4">
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
