import type { useTranslations } from 'next-intl'

import type { PortalStatus } from '../timeline'

/** Badge colours per status; the status is always written out too, colour only supports it. */
export const STATUS_BADGE: Record<PortalStatus, string> = {
  requested: 'border-amber-700 bg-amber-50 text-amber-900',
  confirmed: 'border-brand bg-section-blue text-brand-darker',
  completed: 'border-green-700 bg-green-50 text-green-900',
  cancelled: 'border-line bg-section-grey text-muted',
}

/** The page's translator, handed from the async page component to its synchronous parts. */
export type SeminarsTranslator = ReturnType<typeof useTranslations<'portal.seminarsPage'>>
