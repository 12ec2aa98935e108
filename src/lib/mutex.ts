/** A first-come-first-served async lock: `run` waits for every earlier caller to finish. */
export type Mutex = { run<T>(task: () => Promise<T>): Promise<T>; readonly pending: number }

/** A new, independent lock. */
export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve()
  let pending = 0
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      pending++
      const result = tail.then(task)
      // The next caller waits for this task however it ends; a failure belongs to this caller only.
      tail = result.then(
        () => undefined,
        () => undefined,
      )
      return result.finally(() => {
        pending--
      })
    },
    get pending() {
      return pending
    },
  }
}

const globalLocks = globalThis as typeof globalThis & { __namedMutexes?: Map<string, Mutex> }

/**
 * The process-wide lock of that name. Kept on globalThis because Next may load a module more
 * than once (route handlers and Payload hooks live in different bundles of the same process).
 */
export function namedMutex(name: string): Mutex {
  globalLocks.__namedMutexes ??= new Map()
  let mutex = globalLocks.__namedMutexes.get(name)
  if (!mutex) {
    mutex = createMutex()
    globalLocks.__namedMutexes.set(name, mutex)
  }
  return mutex
}
