/** A message about the last send (throttled, unreachable), announced at once. */
export function SendProblem({ id, text }: { id: string; text: string | null }) {
  return (
    <div aria-live="assertive">
      {text && (
        <p
          id={id}
          role="alert"
          className="rounded border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
        >
          {text}
        </p>
      )}
    </div>
  )
}
