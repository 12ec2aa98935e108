import path from 'node:path'

import nextEnv from '@next/env'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Reads the project's .env files exactly as `next start` (dev false) and `next dev` (dev true) do:
 * `.env.<mode>.local`, `.env.local`, `.env.<mode>`, `.env`; a variable already set in the
 * environment always wins. Child processes inherit the result, and Next does not read the files a
 * second time. Returns the names of the files read. `dir` is the project root (tests pass a folder
 * of their own).
 */
export function loadEnvFiles(dev = false, dir = root) {
  // Next marks the environment once it has read the files; a script started by another one is
  // quiet.
  const inherited = Boolean(process.env.__NEXT_PROCESSED_ENV)
  const { loadedEnvFiles } = nextEnv.loadEnvConfig(dir, dev, {
    info: () => {},
    error: console.error,
  })
  if (!inherited && loadedEnvFiles.length)
    console.log(`› Environment from ${loadedEnvFiles.map((file) => file.path).join(', ')}`)
  return loadedEnvFiles.map((file) => file.path)
}
