// Decoded cache entries this instance read or wrote recently, each with the version (write time)
// it had in Redis. The handler uses a copy only after Redis confirms that version is still the
// current one, so a copy can save the transfer of a page but never serve an outdated one.

/** A byte-bounded least-recently-used map of entry copies. */
export function localCopies(maxBytes) {
  const copies = new Map()
  let bytes = 0

  function drop(key) {
    const copy = copies.get(key)
    if (!copy) return
    copies.delete(key)
    bytes -= copy.size
  }

  return {
    /** The copy of `key`, marked as recently used. */
    get(key) {
      const copy = copies.get(key)
      if (copy) {
        copies.delete(key)
        copies.set(key, copy)
      }
      return copy
    },
    /** Keeps a copy; the oldest ones go when the budget is exceeded. */
    set(key, entry, version, size) {
      drop(key)
      if (size > maxBytes) return
      copies.set(key, { entry, version, size })
      bytes += size
      for (const oldest of copies.keys()) {
        if (bytes <= maxBytes) break
        drop(oldest)
      }
    },
    delete: drop,
    get bytes() {
      return bytes
    },
  }
}
