import path from 'node:path'
import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

import { staffOnly } from '@/access'
import { CONTENT_GROUP } from '@/fields/adminGroups'
import { VAR_DIR } from '@/lib/env'

import { listOf, refuseDelete } from '@/hooks/refuseDelete'

import { findReferences } from '../Media/references'

/** A PDF that a published whitepaper offers cannot be deleted: its download would fail. */
const refuseDeleteWhileOffered: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const users = await findReferences(req, { collection: 'whitepaper-files', id })
  if (users.length === 0) return
  refuseDelete(req, {
    de: `Dieses PDF wird noch angeboten: ${listOf(users)}. Ersetzen Sie es dort zuerst; dann lässt es sich löschen.`,
    en: `This PDF is still offered: ${listOf(users)}. Replace it there first; then it can be deleted.`,
  })
}

/**
 * The PDFs behind whitepapers. Only staff can read them through Payload: visitors get a file
 * through the whitepaper download endpoint after leaving their contact details.
 */
export const WhitepaperFiles: CollectionConfig = {
  // Alike other collections' configs by shape only: Payload's declarative labels, admin and field
  // lists; fields that are really the same come from @/fields/common.
  slug: 'whitepaper-files',
  labels: {
    singular: { de: 'Whitepaper-PDF', en: 'Whitepaper PDF' },
    plural: { de: 'Whitepaper-PDFs', en: 'Whitepaper PDFs' },
  },
  admin: { useAsTitle: 'filename', group: CONTENT_GROUP },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  upload: { staticDir: path.join(VAR_DIR, 'whitepapers'), mimeTypes: ['application/pdf'] },
  hooks: { beforeDelete: [refuseDeleteWhileOffered] },
  fields: [],
}
