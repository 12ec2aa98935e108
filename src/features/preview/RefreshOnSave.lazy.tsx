'use client'

import dynamic from 'next/dynamic'

/**
 * The live-preview listener as a chunk of its own: only an editor's preview renders it, so no
 * visitor's page loads its code (the first-load budget of a text page, bench/js-budget.json).
 */
export const RefreshOnSave = dynamic(
  () => import('./RefreshOnSave.client').then((module) => module.RefreshOnSave),
  { ssr: false },
)
