import { readBuildId } from './readBuildId'
import { FreshnessWatcher } from './FreshnessWatcher.client'

/** The build-id watcher and chunk-load guard with the id of the build that rendered the page. */
export async function FreshnessRoot() {
  return <FreshnessWatcher buildId={await readBuildId()} />
}
