import { useTranslations } from 'next-intl'
import type { RefObject } from 'react'

import { OutcomePanel } from '@/components/ui/OutcomePanel'

type Props = {
  kind: 'success' | 'error'
  title: string
  info: string
  onBack: () => void
  headingRef: RefObject<HTMLHeadingElement | null>
}

/**
 * The success or error view that replaces a form after sending (docs/behaviour/states.md Forms),
 * with the button back to the form.
 */
export function FormStatus({ kind, title, info, onBack, headingRef }: Props) {
  const t = useTranslations('forms')
  return (
    <OutcomePanel
      kind={kind === 'error' ? 'problem' : 'success'}
      title={title}
      heading="h3"
      headingRef={headingRef}
    >
      <p className="mt-2">{info}</p>
      <button type="button" className="btn-secondary mt-6" onClick={onBack}>
        {t('backToForm')}
      </button>
    </OutcomePanel>
  )
}
