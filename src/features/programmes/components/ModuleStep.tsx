import { useTranslations } from 'next-intl'

import type { ModuleSelectionEntry } from '@/features/cart/types'

import type { AssistantModule } from '../types'
import { ChoiceList } from './ChoiceList'

type Props = {
  module: AssistantModule
  entry: ModuleSelectionEntry | undefined
  onSelect: (seminarId: string | null, dateId: string | null) => void
}

/** One module of the programme: first a seminar, then one of that seminar's dates. */
export function ModuleStep({ module, entry, onSelect }: Props) {
  const t = useTranslations('assistant')
  const seminar = module.seminars.find((s) => String(s.id) === entry?.selected_seminar) ?? null
  const seminarChoices = module.seminars.map((s) => ({ value: String(s.id), label: s.title }))
  const dateChoices = (seminar?.dates ?? []).map((d) => ({
    value: String(d.id),
    label: d.place ? `${d.period}, ${d.place}` : d.period,
    hint:
      d.seatsLeft > 0 ? `${t('seatsLeft', { count: d.seatsLeft })} · ${d.priceLabel}` : t('full'),
    disabled: d.seatsLeft <= 0,
  }))

  // Its two choice lists are alike by shape only: seminars first, then that seminar's dates.
  return (
    <fieldset className="rounded border border-line p-4 md:p-6" data-testid="assistant-module">
      <legend className="px-2 text-lg font-bold">
        {t('moduleLegend', { title: module.title, category: module.category })}
      </legend>
      {seminarChoices.length === 0 ? (
        // Alike the module's second choice below by shape only: each shows its own empty text and
        // options.
        <p className="mt-2 text-muted">{t('noSeminars')}</p>
      ) : (
        <ChoiceList
          legend={t('seminarLegend', { title: module.title })}
          name={`module-${module.id}-seminar`}
          choices={seminarChoices}
          value={entry?.selected_seminar ?? null}
          onChange={(seminarId) => onSelect(seminarId, null)}
        />
      )}
      {seminar &&
        (dateChoices.length === 0 ? (
          <p className="mt-4 text-muted">{t('noDates')}</p>
        ) : (
          <ChoiceList
            legend={t('dateLegend', { title: module.title })}
            name={`module-${module.id}-date`}
            choices={dateChoices}
            value={entry?.termin ?? null}
            onChange={(dateId) => onSelect(String(seminar.id), dateId)}
          />
        ))}
    </fieldset>
  )
}
