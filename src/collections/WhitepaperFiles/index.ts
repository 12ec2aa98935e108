import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'
import { VAR_DIR } from '@/lib/env'

/**
 * The PDFs behind whitepapers. Only staff can read them through Payload: visitors get a file
 * through the whitepaper download endpoint after leaving their contact details.
 */
export const WhitepaperFiles: CollectionConfig = {
  slug: 'whitepaper-files',
  labels: { singular: { de: 'Whitepaper-PDF', en: 'Whitepaper PDF' }, plural: { de: 'Whitepaper-PDFs', en: 'Whitepaper PDFs' } },
  admin: { useAsTitle: 'filename', group: { de: 'Inhalte', en: 'Content' } },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: { staticDir: path.join(VAR_DIR, 'whitepapers'), mimeTypes: ['application/pdf'] },
  fields: [],
}
