import 'server-only'

import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'

/**
 * Whether this request may see drafts: Next's draft mode is on AND a staff user is logged in.
 * The draft-mode cookie alone proves nothing: it holds one value for every editor until the
 * next build and outlives a logout. Only a draft-mode request reads the headers, so the render
 * that fills the page cache (draft mode off) stays static.
 */
export const isStaffPreview = cache(async (): Promise<boolean> => {
  const { isEnabled } = await draftMode()
  if (!isEnabled) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return user?.collection === 'users'
})
