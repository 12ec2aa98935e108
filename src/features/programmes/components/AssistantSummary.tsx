import { useTranslations } from 'next-intl'

import type { ModuleSelectionEntry } from '@/features/cart/types'

import { chosenDate } from '../selection'
import type { AssistantProgrammeView } from '../types'

/** The programme fee and the date chosen for each module so far. */
export function AssistantSummary({
  programme,
  entries,
}: {
  programme: AssistantProgrammeView
  entries: ModuleSelectionEntry[]
}) {
  const t = useTranslations('assistant')
  return (
    <section
      aria-labelledby="assistant-summary-heading"
      className="rounded bg-section-grey p-4 md:p-6"
    >
      <h2 id="assistant-summary-heading" className="text-xl font-semibold">
        {t('summaryHeading')}
      </h2>
      <p className="mt-3">
        {t('fee')}: <span className="font-semibold">{programme.priceLabel}</span>{' '}
        <span className="text-sm text-muted">{t('priceNote')}</span>
      </p>
      <ul className="mt-3 space-y-2" data-testid="assistant-summary">
        {programme.modules.map((m) => {
          const date = chosenDate(
            m,
            entries.find((e) => e._id === m.id),
          )
          return (
            <li key={m.id}>
              <span className="block font-semibold">{m.title}</span>
              <span className={date ? 'block' : 'block text-muted'}>
                {date
                  ? `${date.seminarTitle}: ${date.period}${date.place ? `, ${date.place}` : ''}`
                  : t('noDateYet')}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
