import { readdir, stat, unlink } from 'node:fs/promises'
import path from 'node:path'

/**
 * Deletes the .eml files older than `cutoff` that the mail adapter writes under var/mail/ when no
 * SMTP_URL is set: they hold the same addresses and texts as the sent-mail log, and go after the
 * same time. Files are per machine; a site with several instances sends through SMTP
 * (docs/DEPLOY.md).
 */
export async function deleteMailFilesBefore(dir: string, cutoff: Date): Promise<number> {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  let deleted = 0
  for (const name of names.filter((entry) => entry.endsWith('.eml'))) {
    const file = path.join(dir, name)
    if ((await stat(file)).mtime >= cutoff) continue
    await unlink(file)
    deleted++
  }
  return deleted
}
