import { SmartLink } from '@/components/ui/SmartLink'
import { getPathname } from '@/i18n/navigation'
import type { Locale } from '@/i18n/locales'
import { formatDate } from '@/lib/locale-format'

import type { ModuleProgress, ProgrammeProgress } from '../progress'
import type { AchievementsTranslator } from '../texts'

const withSlash = (path: string) => (path.endsWith('/') ? path : `${path}/`)

const STATE_CLASS: Record<ModuleProgress['state'], string> = {
  completed: 'border-green-700',
  planned: 'border-brand',
  open: 'border-line',
}

/** Per booked programme: a labelled progress bar and every current module with its state. */
export function ProgrammeProgressList({
  programmes,
  locale,
  t,
}: {
  programmes: ProgrammeProgress[]
  locale: Locale
  t: AchievementsTranslator
}) {
  if (programmes.length === 0) {
    return (
      <p className="mt-3 text-muted">
        {t('emptyProgress')}{' '}
        <SmartLink
          href={withSlash(getPathname({ href: '/programme-assistant', locale }))}
          className="font-semibold text-brand underline underline-offset-2 hover:text-brand-darker"
        >
          {t('findProgramme')}
        </SmartLink>
      </p>
    )
  }
  const stateText = (module: ModuleProgress) => {
    if (module.state === 'completed')
      return module.end
        ? t('moduleCompletedOn', { date: formatDate(module.end, locale) })
        : t('moduleCompleted')
    if (module.state === 'planned')
      return module.period ? t('modulePlannedOn', { period: module.period }) : t('modulePlanned')
    return t('moduleOpen')
  }
  return (
    <ul className="mt-4 space-y-4">
      {programmes.map((programme) => {
        const value = t('progressValue', { completed: programme.completed, total: programme.total })
        return (
          <li key={programme.key}>
            <article
              className="rounded-lg border border-line p-5"
              aria-labelledby={`progress-${programme.key}`}
            >
              <h3 id={`progress-${programme.key}`} className="text-lg leading-snug font-semibold">
                {programme.title}
              </h3>
              <p className="mt-2">{value}</p>
              <progress
                value={programme.completed}
                max={Math.max(programme.total, 1)}
                aria-label={t('progressLabel', { title: programme.title })}
                aria-valuetext={value}
                className="mt-2 h-3 w-full appearance-none overflow-hidden rounded-full bg-section-grey [&::-moz-progress-bar]:bg-green-700 [&::-webkit-progress-bar]:bg-section-grey [&::-webkit-progress-value]:bg-green-700"
              />
              <ol className="mt-4 space-y-2" aria-label={t('modules')}>
                {programme.modules.map((module) => (
                  <li
                    key={module.moduleId}
                    className={`border-l-4 pl-3 ${STATE_CLASS[module.state]}`}
                  >
                    <span className="font-semibold">{module.title}</span>
                    <span className="block text-sm text-muted">{stateText(module)}</span>
                  </li>
                ))}
              </ol>
            </article>
          </li>
        )
      })}
    </ul>
  )
}
