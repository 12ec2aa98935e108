/** A combobox option: the text shown and written into the field, and the term it searches for. */
export type Option = {
  id: string
  text: string
  term: string
  group: 'suggestions' | 'quickLinks'
  note?: string
}

type Props = {
  id: string
  label: string
  hidden: boolean
  options: Option[]
  activeId: string | null
  groupLabels: Record<Option['group'], string>
  onChoose: (option: Option) => void
}

/**
 * The combobox's popup: a listbox with a labelled group each for suggestions and popular searches.
 */
export function OptionList({ id, label, hidden, options, activeId, groupLabels, onChoose }: Props) {
  const groups = (['suggestions', 'quickLinks'] as const).map((group) => ({
    group,
    items: options.filter((o) => o.group === group),
  }))
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      hidden={hidden}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded border border-line bg-white py-1 shadow-lg"
    >
      {groups.map(({ group, items }) =>
        items.length === 0 ? null : (
          <ul key={group} role="group" aria-labelledby={`${id}-${group}`}>
            <li
              role="presentation"
              id={`${id}-${group}`}
              className="px-3 pt-2 pb-1 text-sm font-semibold text-muted"
            >
              {groupLabels[group]}
            </li>
            {items.map((option) => {
              const selected = option.id === activeId
              return (
                <li
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={selected}
                  // Keep focus in the field, so the click does not close the list through blur.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChoose(option)}
                  className={`flex cursor-pointer justify-between gap-4 px-3 py-2 ${selected ? 'bg-brand text-white' : 'text-ink hover:bg-section-blue'}`}
                >
                  <span>{option.text}</span>
                  {option.note && (
                    <span className={selected ? 'text-white' : 'text-muted'}>{option.note}</span>
                  )}
                </li>
              )
            })}
          </ul>
        ),
      )}
    </div>
  )
}
