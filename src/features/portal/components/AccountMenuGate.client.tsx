'use client'

import { lazy, type ComponentProps, Suspense, useSyncExternalStore } from 'react'

import { hasSignedInHint } from '../signed-in-hint'

// Its own chunk: only a browser with the login's hint cookie loads the menu (first-load budget).
const AccountMenu = lazy(() =>
  import('./AccountMenu.client').then((module) => ({ default: module.AccountMenu })),
)

const noChanges = () => () => {}

/** The header's account menu, loaded only where a customer may be logged in (signed-in-hint.ts). */
export function AccountMenuGate(props: ComponentProps<typeof AccountMenu>) {
  const signedIn = useSyncExternalStore(
    noChanges,
    () => hasSignedInHint(document.cookie),
    () => false,
  )
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <AccountMenu {...props} />
    </Suspense>
  )
}
