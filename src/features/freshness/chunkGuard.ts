import { RELOAD_GUARD_KEY, RELOAD_GUARD_MS } from './constants'

const CHUNK_MESSAGE =
  /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

/** True for an error from loading a script chunk (a deploy removed it, or the network failed). */
export function isChunkLoadError(reason: unknown): boolean {
  if (!(reason instanceof Error) && (typeof reason !== 'object' || reason === null)) return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message))
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>

/**
 * Reloads unless the last reload of this kind was less than 10 s ago (the reload guard), so a chunk
 * that stays missing cannot make the page reload for ever. Without session storage it does nothing,
 * for the same reason. Returns whether it reloaded.
 */
export function reloadWithGuard(
  storage: GuardStorage | null,
  now: number,
  reload: () => void,
): boolean {
  if (!storage) return false
  try {
    const last = Number(storage.getItem(RELOAD_GUARD_KEY))
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false
    storage.setItem(RELOAD_GUARD_KEY, String(now))
  } catch {
    return false
  }
  reload()
  return true
}

function sessionStore(): GuardStorage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * For error boundaries: reloads (guarded) when `error` is a failed chunk load; returns whether it
 * did.
 */
export function reloadAfterChunkError(
  error: unknown,
  reload: () => void = () => window.location.reload(),
): boolean {
  return isChunkLoadError(error) && reloadWithGuard(sessionStore(), Date.now(), reload)
}

/** Reloads the page (guarded) on uncaught chunk-load errors and rejections; returns the cleanup. */
export function installChunkGuard(win: Window, reload: () => void): () => void {
  const onError = (event: ErrorEvent) => void reloadAfterChunkError(event.error, reload)
  const onRejection = (event: PromiseRejectionEvent) =>
    void reloadAfterChunkError(event.reason, reload)
  win.addEventListener('error', onError)
  win.addEventListener('unhandledrejection', onRejection)
  return () => {
    win.removeEventListener('error', onError)
    win.removeEventListener('unhandledrejection', onRejection)
  }
}
