import { SmartLink } from '@/components/ui/SmartLink'
import { FINDER_PATH } from '@/features/finder/constants'
import type { Locale } from '@/i18n/locales'

import { certificatePath } from '../certificate/paths'
import type { CompletedEntry } from '../progress'
import type { AchievementsTranslator } from '../texts'

const linkClass = 'font-semibold text-brand underline underline-offset-2 hover:text-brand-darker'

/** Completed seminars and modules, each with a certificate download per participant. */
// Alike ProgrammeProgressList (props) and PortalGlance (fact list) by shape only: each shows its
// own facts.
export function CompletedList({
  entries,
  locale,
  t,
}: {
  entries: CompletedEntry[]
  locale: Locale
  t: AchievementsTranslator
}) {
  if (entries.length === 0) {
    return (
      <p className="mt-3 text-muted">
        {t('emptyCompleted')}{' '}
        <SmartLink href={FINDER_PATH[locale]} className={linkClass}>
          {t('findSeminar')}
        </SmartLink>
      </p>
    )
  }
  return (
    <ul className="mt-4 space-y-4">
      {entries.map((entry) => (
        <li key={entry.key}>
          <article
            className="rounded-lg border border-line p-5"
            aria-labelledby={`completed-${entry.key}`}
          >
            <h3 id={`completed-${entry.key}`} className="text-lg leading-snug font-semibold">
              {entry.title}
            </h3>
            {entry.programmeTitle && (
              <p className="text-muted">{t('programme', { title: entry.programmeTitle })}</p>
            )}
            <dl className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-[11rem_1fr]">
              <dt className="text-muted">{t('period')}</dt>
              <dd>{entry.period}</dd>
              {entry.place && (
                <>
                  <dt className="text-muted">{t('place')}</dt>
                  <dd>{entry.place}</dd>
                </>
              )}
            </dl>
            <h4 className="mt-4 font-semibold">{t('certificates')}</h4>
            <ul className="mt-1 divide-y divide-line">
              {entry.participants.map((participant) => (
                <li
                  key={participant.id}
                  className="flex flex-wrap items-center justify-between gap-x-4"
                >
                  <span>{participant.name}</span>
                  {/* A plain anchor with `download`: the API route is no page to navigate to client-side. */}
                  <a
                    href={certificatePath(locale, {
                      bookingId: entry.bookingId,
                      itemId: entry.itemId,
                      participantId: participant.id,
                      moduleId: entry.moduleId,
                    })}
                    download
                    className={`inline-flex min-h-11 items-center ${linkClass}`}
                  >
                    {t('download')}
                    <span className="sr-only">
                      {t('downloadFor', { name: participant.name, title: entry.title })}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  )
}
