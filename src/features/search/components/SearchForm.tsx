/** The search form: a plain GET form, so it works before (and without) any JavaScript. */
export function SearchForm({
  action,
  query,
  labels,
}: {
  action: string
  query: string
  labels: { form: string; label: string; placeholder: string; submit: string }
}) {
  return (
    <form
      role="search"
      aria-label={labels.form}
      action={action}
      method="get"
      className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        {/* Alike MobileMenu's search by markup only: each form has its own id and labels. */}
        <label htmlFor="search-page-query" className="block font-semibold">
          {labels.label}
        </label>
        <input
          id="search-page-query"
          type="search"
          name="q"
          defaultValue={query}
          maxLength={100}
          placeholder={labels.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="mt-1 min-h-11 w-full rounded border border-muted bg-white px-3 text-base placeholder:text-muted"
        />
      </div>
      <button type="submit" className="btn-primary">
        {labels.submit}
      </button>
    </form>
  )
}
