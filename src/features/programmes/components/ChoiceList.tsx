import { useId } from 'react'

export type Choice = { value: string; label: string; hint?: string; disabled?: boolean }

type Props = {
  legend: string
  /** Radio group name; unique per page. */
  name: string
  choices: readonly Choice[]
  value: string | null
  onChange: (value: string) => void
}

/**
 * Controlled radio buttons in a fieldset (the shared RadioGroup is built for react-hook-form's
 * uncontrolled inputs). Native radios: arrow keys move and choose, disabled ones are skipped.
 */
export function ChoiceList({ legend, name, choices, value, onChange }: Props) {
  const groupId = useId()
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 space-y-2">
        {choices.map((choice) => {
          const id = `${groupId}-${choice.value}`
          return (
            <div key={choice.value} className="flex items-start gap-3">
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.disabled}
                onChange={() => onChange(choice.value)}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
                className="mt-0.5 size-6 shrink-0 accent-brand"
              />
              <label htmlFor={id} className={choice.disabled ? 'text-muted' : undefined}>
                {choice.label}
                {choice.hint && (
                  <span id={`${id}-hint`} className="block text-sm text-muted">
                    {choice.hint}
                  </span>
                )}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
