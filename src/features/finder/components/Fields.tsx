import type React from 'react'

type Choice = { value: string; label: string }

/** A labelled native select: keyboard and screen readers work without extra code. */
export function SelectField({
  label,
  value,
  choices,
  empty,
  onChange,
  className = '',
}: {
  label: string
  value: string
  choices: Choice[]
  /** The label of the "nothing chosen" entry. */
  empty: string
  onChange: (value: string) => void
  className?: string
}) {
  return (
    <label className={`block ${className}`}>
      <span className="mb-1 block font-semibold">{label}</span>
      <select
        value={value}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        className="min-h-11 w-full rounded border border-muted bg-white px-3 text-ink"
      >
        <option value="">{empty}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The finder's submit button; while the next page loads it says so and ignores further clicks. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean
  label: string
  busyLabel: string
}) {
  return (
    <button
      type="submit"
      aria-busy={busy}
      aria-disabled={busy}
      className="inline-flex min-h-11 items-center gap-2 rounded bg-brand px-6 font-semibold text-white hover:bg-brand-dark aria-disabled:cursor-progress aria-disabled:opacity-80"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  )
}
