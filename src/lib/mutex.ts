/**
 * A first-come-first-served async lock: `run` waits for every earlier caller to finish.
 * `acquire` is for holders whose start and end are in different calls (a transaction's BEGIN and
 * COMMIT): it resolves to the release function, or to null when the lock was not free within
 * `waitMs` (the caller then gives up; its turn, when it comes, passes at once).
 */
export type Mutex = {
  run<T>(task: () => Promise<T>): Promise<T>
  acquire(waitMs: number): Promise<(() => void) | null>
  readonly pending: number
}

/** A new, independent lock. */
export function createMutex(): Mutex {
  let tail: Promise<unknown> = Promise.resolve()
  let pending = 0
  const mutex: Mutex = {
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
    acquire(waitMs) {
      let gaveUp = false
      let timer: NodeJS.Timeout | undefined
      const granted = new Promise<() => void>((resolve) => {
        void mutex.run(
          () =>
            new Promise<void>((release) => {
              if (gaveUp) release()
              else resolve(release)
            }),
        )
      })
      const timedOut = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          gaveUp = true
          resolve(null)
        }, waitMs)
      })
      return Promise.race([granted, timedOut]).finally(() => clearTimeout(timer))
    },
    get pending() {
      return pending
    },
  }
  return mutex
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
