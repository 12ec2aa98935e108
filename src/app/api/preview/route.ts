import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { returnPath } from '@/features/preview/paths'
import { getPayloadClient } from '@/lib/payload'
import { sitePath } from '@/lib/site-path'

/**
 * Preview of drafts from the admin (its preview button and live preview): only a logged-in staff
 * member may switch draft mode on. `?disable=1` switches it off again and returns to `?path=` or,
 * from the preview bar, to the page the bar was on.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const draft = await draftMode()
  if (url.searchParams.get('disable')) {
    draft.disable()
    redirect(returnPath(url, request.headers.get('referer')))
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') {
    return new Response('Only logged-in editors can preview drafts.', { status: 403 })
  }
  draft.enable()
  redirect(sitePath(url.searchParams.get('path')))
}
