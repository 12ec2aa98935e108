import { useTranslations } from 'next-intl'
import { type RefObject, useEffect } from 'react'

type Props = {
  kind: 'success' | 'error'
  title: string
  info: string
  onBack: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/**
 * The success or error view that replaces a form after sending (docs/behaviour/states.md Forms),
 * with the button back to the form. Its heading takes the focus, so keyboard and screen-reader
 * users land on it.
 */
export function FormStatus({ kind, title, info, onBack, headingRef }: Props) {
  const t = useTranslations('forms')
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [headingRef])
  const tone = kind === 'success' ? 'border-green-700 bg-green-50' : 'border-red-700 bg-red-50'
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border-l-4 p-6 ${tone}`}
      data-form-status={kind}
    >
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-semibold outline-none">
        {title}
      </h3>
      <p className="mt-2">{info}</p>
      <button type="button" className="btn-secondary mt-6" onClick={onBack}>
        {t('backToForm')}
      </button>
    </div>
  )
}
