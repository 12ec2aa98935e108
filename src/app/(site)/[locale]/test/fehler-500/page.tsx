import { notFound } from 'next/navigation'

import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

/**
 * Lets the end-to-end run see the real 500 screen. Exists only when the server was started
 * with ENABLE_TEST_ROUTES=1; otherwise it is an ordinary 404.
 */
export default function ServerErrorTrigger() {
  if (!env.enableTestRoutes) notFound()
  throw new Error('Deliberate server error for the end-to-end test of the 500 screen')
}
