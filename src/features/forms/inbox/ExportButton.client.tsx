'use client'

import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

import { exportQuery } from './exportQuery'

/**
 * "CSV exportieren" above an inbox list: downloads /api/<slug>/export.csv with the list's current
 * filter and search, so staff export exactly the rows they see (spam stays out, as in the list).
 */
export function ExportButton({ slug }: { slug: string }) {
  const { i18n } = useTranslation()
  const { config } = useConfig()
  const search = useSearchParams()
  const label = i18n.language === 'en' ? 'Export CSV' : 'CSV exportieren'
  const href = `${config.routes.api}/${slug}/export.csv${exportQuery(search?.toString() ?? '')}`
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button el="anchor" url={href} buttonStyle="secondary" size="small">
        {label}
      </Button>
    </div>
  )
}
