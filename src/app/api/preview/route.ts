import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'

/** Site-relative paths only, so the preview cannot be used to redirect elsewhere. */
function safePath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/'
}

/**
 * Preview of drafts from the admin: only a logged-in staff member may switch draft mode on.
 * `?disable=1` switches it off again.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = safePath(url.searchParams.get('path'))
  const draft = await draftMode()
  if (url.searchParams.get('disable')) {
    draft.disable()
    redirect(path)
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') {
    return new Response('Only logged-in editors can preview drafts.', { status: 403 })
  }
  draft.enable()
  redirect(path)
}
