import { CLEARED_SIGNED_IN_HINT } from '../signed-in-hint'

/** Ends the customer session (Payload's logout), drops the header's hint and goes to `homeHref`. */
export async function logOut(homeHref: string): Promise<void> {
  await fetch('/api/customers/logout/', { method: 'POST', credentials: 'same-origin' }).catch(
    () => null,
  )
  document.cookie = CLEARED_SIGNED_IN_HINT
  window.location.assign(homeHref)
}
