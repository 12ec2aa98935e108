'use client'

import { useRowLabel, useTranslation } from '@payloadcms/ui'

type Label = { de: string; en: string }

/**
 * An array row's heading in the admin's language, counted from 1 as people count: 'Position 1',
 * 'Teilnehmer 2' ('Item 1', 'Participant 2'), instead of Payload's 'Item 01'.
 */
export function NumberedRowLabel({ label }: { label: Label }) {
  const { i18n } = useTranslation()
  const { rowNumber } = useRowLabel()
  const word = i18n.language === 'en' ? label.en : label.de
  // Payload's row context counts from 0.
  return <span>{`${word} ${(rowNumber ?? 0) + 1}`}</span>
}
