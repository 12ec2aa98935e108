import 'server-only'

import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * The id of the build this server runs, from `.next/BUILD_ID` (written by `next build` before it
 * renders any page). Read on every call: it is a few bytes, and a cached copy could hide a new
 * deployment. Null where there is no production build (`next dev`).
 */
export async function readBuildId(): Promise<string | null> {
  try {
    const id = await readFile(
      path.join(/*turbopackIgnore: true*/ process.cwd(), '.next', 'BUILD_ID'),
      'utf8',
    )
    return id.trim() || null
  } catch {
    return null
  }
}
